import { localEvm, localEvm2 } from '@portico/common/networks'
import { describe, expect, it, vi } from 'vitest'
import { EmbeddedSession } from '../adapter/session'
import type { SmartAccountOptions } from './options'
import type { SmartAccount } from './smart-account'
import { PREFERRED_ACCOUNT_TYPE_KEY, SmartAccounts } from './smart-accounts'

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OPTIONS = {
  bundlerUrls: { 31337: 'http://bundler.test' },
  safe: {} as SmartAccountOptions['safe'],
} satisfies SmartAccountOptions

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
}

function setup(options: SmartAccountOptions | undefined = OPTIONS, enabled = [31337, 31338]) {
  const session = new EmbeddedSession({ secureSiteUrl: 'https://secure.test' })
  session.setConnected({
    user: { id: 'u', email: 'a@b.co', provider: 'email', username: null },
    accounts: { eip155: OWNER, solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' },
    isNewUser: false,
  })
  const storage = memory()
  const create = vi.fn(
    async () => ({ address: '0x1111111111111111111111111111111111111111' }) as unknown as SmartAccount,
  )
  const smart = new SmartAccounts({ session, options, enabledNetworks: async () => enabled, storage, create })
  return { smart, storage, create }
}

describe('which eip155 account the embedded wallet answers with', () => {
  it('§9: the smart account by default, on a chain the service lists and the app gave a bundler for', async () => {
    const { smart, create } = setup()
    await smart.load()
    expect(smart.preferred()).toBe('smartAccount')
    expect(smart.available(localEvm)).toBe(true)
    expect(await smart.active(localEvm)).toMatchObject({ address: '0x1111111111111111111111111111111111111111' })
    // One account per network and owner, created once.
    await smart.active(localEvm)
    expect(create).toHaveBeenCalledOnce()
  })

  it('no smart account where the service lists the chain but the app has no bundler for it, or the service does not', async () => {
    const { smart } = setup(OPTIONS, [31338])
    await smart.load()
    expect(smart.available(localEvm)).toBe(false)
    expect(smart.available(localEvm2)).toBe(false)
    expect(smart.active(localEvm)).toBeUndefined()
  })

  it('without the smartAccount option the wallet stays on the EOA and asks the service nothing', async () => {
    const enabledNetworks = vi.fn(async () => [31337])
    const session = new EmbeddedSession({ secureSiteUrl: 'https://secure.test' })
    const smart = new SmartAccounts({ session, options: undefined, enabledNetworks })
    await smart.load()
    expect(enabledNetworks).not.toHaveBeenCalled()
    expect(smart.available(localEvm)).toBe(false)
  })

  it('the stored choice (preferredAccountType) wins and is kept under the appkit prefix', async () => {
    const { smart, storage } = setup()
    await smart.load()
    smart.setPreferred('eoa')
    expect(storage.data.get(PREFERRED_ACCOUNT_TYPE_KEY)).toBe('eoa')
    expect(smart.active(localEvm)).toBeUndefined()
    // A new instance (a reload) reads it back.
    const again = new SmartAccounts({
      session: new EmbeddedSession({ secureSiteUrl: 'https://secure.test' }),
      options: OPTIONS,
      enabledNetworks: async () => [31337],
      storage,
    })
    expect(again.preferred()).toBe('eoa')
  })

  it('a failed configuration request leaves smart accounts off', async () => {
    const session = new EmbeddedSession({ secureSiteUrl: 'https://secure.test' })
    const smart = new SmartAccounts({
      session,
      options: OPTIONS,
      enabledNetworks: () => Promise.reject(new Error('offline')),
    })
    await smart.load()
    expect(smart.available(localEvm)).toBe(false)
  })
})

describe('ERC-7677 sponsorship by the service', () => {
  it('the smart account is created with the service’s paymaster URL for a chain it sponsors, without one elsewhere', async () => {
    const session = new EmbeddedSession({ secureSiteUrl: 'https://secure.test' })
    session.setConnected({
      user: { id: 'u', email: 'a@b.co', provider: 'email', username: null },
      accounts: { eip155: OWNER, solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' },
      isNewUser: false,
    })
    const create = vi.fn(
      async (_params: { paymasterUrl?: string | undefined }) => ({ address: OWNER }) as unknown as SmartAccount,
    )
    const smart = new SmartAccounts({
      session,
      options: { ...OPTIONS, bundlerUrls: { 31337: 'http://bundler.test', 31338: 'http://bundler2.test' } },
      enabledNetworks: async () => [31337, 31338],
      paymasterUrl: (chainId) => (chainId === 31337 ? 'http://api.test/paymaster/v1?projectId=p' : undefined),
      storage: memory(),
      create,
    })
    await smart.load()
    await smart.active(localEvm)
    await smart.active(localEvm2)
    expect(create.mock.calls.map(([params]) => params.paymasterUrl)).toEqual([
      'http://api.test/paymaster/v1?projectId=p',
      undefined,
    ])
  })
})
