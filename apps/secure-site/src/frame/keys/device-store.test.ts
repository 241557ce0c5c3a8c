import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { DeviceStore } from './device-store'

describe('DeviceStore', () => {
  it('round-trips the device share through AES-GCM', async () => {
    const store = new DeviceStore(new IDBFactory())
    const share = crypto.getRandomValues(new Uint8Array(33))
    await store.saveShare('user-1', share)
    expect(await store.loadShare('user-1')).toEqual(share)
    expect(await store.loadShare('user-2')).toBeUndefined()
  })

  it('keeps only ciphertext at rest, under a non-extractable key', async () => {
    const store = new DeviceStore(new IDBFactory())
    const share = crypto.getRandomValues(new Uint8Array(33))
    await store.saveShare('user-1', share)
    const raw = await store.rawShare('user-1')
    expect(raw?.iv).toHaveLength(12)
    expect(Buffer.from(raw?.data ?? new ArrayBuffer(0)).includes(Buffer.from(share.slice(0, 8)))).toBe(false)
    const key = await store.deviceKey()
    expect(key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
  })

  it('a share stored for one user does not decrypt as another user', async () => {
    const factory = new IDBFactory()
    const store = new DeviceStore(factory)
    await store.saveShare('user-1', new Uint8Array([1, 2, 3]))
    const raw = await store.rawShare('user-1')
    const key = await store.deviceKey()
    await expect(
      crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: raw?.iv ?? new Uint8Array(12), additionalData: new TextEncoder().encode('user-2') },
        key,
        raw?.data ?? new ArrayBuffer(0),
      ),
    ).rejects.toThrow()
  })

  it('keeps a stable device id and forgets the session on sign-out, keeping the share', async () => {
    const store = new DeviceStore(new IDBFactory())
    const id = await store.deviceId()
    expect(await store.deviceId()).toBe(id)
    await store.saveShare('u', new Uint8Array([9]))
    await store.saveSession({ token: 't', userId: 'u', accounts: { eip155: '0x00', solana: '1' } })
    expect((await store.loadSession())?.token).toBe('t')
    await store.clearSession()
    expect(await store.loadSession()).toBeUndefined()
    expect(await store.loadShare('u')).toEqual(new Uint8Array([9]))
  })
})
