import { stringToHex, stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { CANCELLED, PolkadotTestWallet } from './polkadot-test-wallet'

describe('PolkadotTestWallet', () => {
  it('enables for an origin, lists sr25519 accounts and signs wrapped bytes that util-crypto verifies', async () => {
    const wallet = await PolkadotTestWallet.create()
    expect(await wallet.request({ method: 'enable', params: { origin: 'Portico Lab' } })).toBe(true)
    expect(wallet.origins).toEqual(['Portico Lab'])
    const accounts = (await wallet.request({ method: 'accounts.get' })) as { address: string; type: string }[]
    expect(accounts).toHaveLength(2)
    expect(accounts[0]?.address).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // //Alice, ss58 0
    const { signature } = (await wallet.request({
      method: 'signRaw',
      params: { address: accounts[0]?.address, data: stringToHex('hello dot'), type: 'bytes' },
    })) as { signature: string }
    expect(
      signatureVerify(u8aWrapBytes(stringToU8a('hello dot')), signature, accounts[0]?.address as string),
    ).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(
      signatureVerify(u8aWrapBytes(stringToU8a('hello dots')), signature, accounts[0]?.address as string).isValid,
    ).toBe(false)
  })

  it('rejects like an extension (plain Error), hangs, vanishes and needs enabling first', async () => {
    const wallet = await PolkadotTestWallet.create()
    await expect(wallet.request({ method: 'accounts.get' })).rejects.toThrow('Not authorized')
    wallet.setBehaviour('enable', 'reject')
    await expect(wallet.request({ method: 'enable', params: { origin: 'x' } })).rejects.toThrow('Rejected')
    wallet.setBehaviour('enable', 'approve')
    await wallet.request({ method: 'enable', params: { origin: 'x' } })
    wallet.setBehaviour('signRaw', 'reject')
    const address = wallet.accounts[0]?.address
    await expect(wallet.request({ method: 'signRaw', params: { address, data: '0x00' } })).rejects.toThrow(CANCELLED)
    wallet.setBehaviour('signRaw', 'hang')
    const pending = wallet.request({ method: 'signRaw', params: { address, data: '0x00' } })
    const heard: unknown[] = []
    wallet.on('vanish', (p) => heard.push(p))
    wallet.vanish()
    await expect(pending).rejects.toThrow('no longer available')
    expect(heard).toHaveLength(1)
  })
})
