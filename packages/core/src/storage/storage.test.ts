import { describe, expect, it, vi } from 'vitest'
import { cookieStorage, localStorageBackend, memoryStorage } from './backends'
import { createStorage } from './storage'

describe('§3 storage keys are prefixed appkit, with a schema and a version', () => {
  it('writes versioned values under appkit/ keys', () => {
    const backend = memoryStorage()
    const storage = createStorage(backend, () => {})
    storage.set('activeNamespace', 'solana')
    expect(backend.dump()).toEqual({ 'appkit/activeNamespace': JSON.stringify({ v: 1, data: 'solana' }) })
    expect(storage.get('activeNamespace')).toBe('solana')
  })
})

describe('§9 at most 2 recent wallets', () => {
  it('keeps the two newest, most recent first, without duplicates', () => {
    const storage = createStorage(memoryStorage(), () => {})
    for (const id of ['a', 'b', 'c', 'b']) storage.addRecentWallet({ id, name: id.toUpperCase() })
    expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['b', 'c'])
  })
})

describe('corrupt or foreign values are dropped with a warning, never thrown', () => {
  it.each([
    ['not json', '{oops'],
    ['other version', JSON.stringify({ v: 0, data: 'eip155' })],
    ['foreign shape', JSON.stringify('eip155')],
    ['schema mismatch', JSON.stringify({ v: 1, data: 'tron' })],
  ])('%s', (_label, raw) => {
    const backend = memoryStorage({ 'appkit/activeNamespace': raw })
    const warn = vi.fn()
    const storage = createStorage(backend, warn)
    expect(storage.get('activeNamespace')).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
    expect(backend.getItem('appkit/activeNamespace')).toBeNull()
  })
  it('drops stored connections with an invalid network id or too many recent wallets', () => {
    const bad = {
      eip155: { connections: [{ connectorId: 'x', accounts: [], caipNetworkId: 'nope' }], status: 'connected' },
    }
    const backend = memoryStorage({
      'appkit/namespaces': JSON.stringify({ v: 1, data: bad }),
      'appkit/recentWallets': JSON.stringify({ v: 1, data: [1, 2, 3].map((i) => ({ id: `${i}`, name: 'n' })) }),
    })
    const storage = createStorage(backend, () => {})
    expect(storage.get('namespaces')).toBeUndefined()
    expect(storage.get('recentWallets')).toBeUndefined()
  })
  it('a backend that throws reads as nothing', () => {
    const storage = createStorage(
      {
        getItem: () => {
          throw new Error('SecurityError')
        },
        setItem: () => {
          throw new Error('QuotaExceeded')
        },
        removeItem: () => {},
      },
      () => {},
    )
    expect(storage.get('activeNamespace')).toBeUndefined()
    expect(() => storage.set('activeNamespace', 'eip155')).not.toThrow()
  })
})

describe('safe on the server (no window at import)', () => {
  it('localStorage backend finds nothing and writes nowhere without a window', () => {
    expect(typeof globalThis.localStorage).toBe('undefined')
    const storage = createStorage(localStorageBackend(), () => {})
    storage.set('activeNamespace', 'eip155')
    expect(storage.get('activeNamespace')).toBeUndefined()
  })
})

describe('pluggable backends: cookie for SSR', () => {
  it('round-trips through a cookie jar', () => {
    let header = ''
    const jar = {
      read: () => header,
      write: (cookie: string) => {
        const [pair] = cookie.split(';')
        const [name] = (pair ?? '').split('=')
        const rest = header.split('; ').filter((p) => p && !p.startsWith(`${name}=`))
        header = [...rest, ...(cookie.includes('Max-Age=0') ? [] : [pair])].join('; ')
      },
    }
    const storage = createStorage(cookieStorage(jar), () => {})
    storage.set('activeNamespace', 'bip122')
    expect(header).toContain('appkit%2FactiveNamespace=')
    expect(createStorage(cookieStorage(jar), () => {}).get('activeNamespace')).toBe('bip122')
    storage.remove('activeNamespace')
    expect(storage.get('activeNamespace')).toBeUndefined()
  })
})
