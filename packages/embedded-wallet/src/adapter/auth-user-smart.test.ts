import { localEvm } from '@portico/common/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeAccount, OWNER, SMART } from '../smart/smart-fakes.test-support'
import { type AuthUserEvent, createEmbeddedWallet } from './create-adapters'

const account = fakeAccount()
// The real account is viem's and permissionless's over a bundler; here the fake one that records its user operations.
vi.mock('../smart/smart-account', () => ({ createSmartAccount: async () => account.account }))

const ZERO = '0x0000000000000000000000000000000000000000'
const SAFE = {
  safeSingletonAddress: ZERO,
  safeProxyFactoryAddress: ZERO,
  multiSendAddress: ZERO,
  multiSendCallOnlyAddress: ZERO,
  safeModuleSetupAddress: ZERO,
  safe4337ModuleAddress: ZERO,
} as const

const signedIn = {
  user: { id: 'u1', email: 'alice@portico.test', provider: 'email' as const, username: null },
  accounts: { eip155: OWNER, solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' },
  isNewUser: false,
}

afterEach(() => vi.unstubAllGlobals())

describe('the auth user event with a smart account (issue 19)', () => {
  it("announces the account the app gets: the smart account, undeployed, then deployed after its first operation's sign-in", async () => {
    // apps/api lists the chain in smartAccountEnabledNetworks.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ smartAccountEnabledNetworks: [Number(localEvm.id)] }))),
    )
    const wallet = createEmbeddedWallet({
      secureSiteUrl: 'http://127.0.0.1:7001',
      smartAccount: { bundlerUrls: { [Number(localEvm.id)]: 'http://127.0.0.1:4337' }, safe: SAFE },
    })
    const events: AuthUserEvent[] = []
    wallet.onAuthUser((event) => events.push(event))
    const [evm] = wallet.adapters
    evm.configureService?.({ apiUrl: 'http://127.0.0.1:7002', projectId: 'p' })
    evm.setAuthHost?.({ approve: async () => true, unsupported: () => undefined })

    wallet.session.setConnected(signedIn)
    await evm.connect({ namespace: 'eip155', connectorId: 'ID_AUTH', caipNetwork: localEvm } as never)
    expect(events).toEqual([
      expect.objectContaining({ address: SMART, preferredAccountType: 'smartAccount', smartAccountDeployed: false }),
    ])

    account.settle()
    wallet.session.setConnected({ ...signedIn })
    await evm.connect({ namespace: 'eip155', connectorId: 'ID_AUTH', caipNetwork: localEvm } as never)
    expect(events.at(-1)).toMatchObject({
      address: SMART,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
    })
  })
})
