import { localEvm, localEvm2, solana } from '@portico/common/networks'
import { describe, expect, it, vi } from 'vitest'
import {
  type AppKitEvent,
  type AppKitOptions,
  createAppKitCore,
  type LegacySiweConfig,
  memoryStorage,
  type SIWXConfig,
  type SIWXSession,
} from '../src/index'
import { EVM_A, fakeAdapter, SOL_A } from './fake-adapter'

// A boundary fake of the SIWX contract (core cannot depend on @portico/siwx, which depends on core): it keeps
// sessions in a list and accepts only the fake adapter's signature over the exact message it created.
function memorySiwx(overrides: Partial<SIWXConfig> & { required?: boolean } = {}) {
  const sessions: SIWXSession[] = []
  const calls: string[] = []
  let n = 0
  const config: SIWXConfig = {
    async createMessage({ accountAddress, chainId }) {
      const nonce = `nonce${++n}abcdefgh`
      const text = `sign in ${accountAddress} on ${chainId} with ${nonce}`
      return { accountAddress, chainId, domain: 'lab', uri: 'http://lab', version: '1', nonce, toString: () => text }
    },
    async addSession(session) {
      calls.push(`add:${session.data.chainId}`)
      if (session.signature !== `sig:${session.message}`) throw new Error('bad signature')
      sessions.push(session)
    },
    async revokeSession(chainId, address) {
      calls.push(`revoke:${chainId}:${address}`)
      for (let i = sessions.length - 1; i >= 0; i--)
        if (sessions[i]?.data.chainId === chainId && sessions[i]?.data.accountAddress === address) sessions.splice(i, 1)
    },
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    getRequired: () => overrides.required ?? false,
    signOutOnDisconnect: true,
    ...overrides,
  }
  return { config, sessions, calls }
}

const evmConnection = { connectorId: 'mm', accounts: [{ address: EVM_A }], caipNetworkId: 'eip155:31337' as const }

function make(overrides: Partial<AppKitOptions> = {}, evmExtra = {}) {
  const evm = fakeAdapter('eip155', evmConnection, evmExtra)
  const sol = fakeAdapter('solana', {
    connectorId: 'ph',
    accounts: [{ address: SOL_A }],
    caipNetworkId: solana.caipNetworkId,
  })
  const core = createAppKitCore({
    projectId: 'p',
    networks: [localEvm, localEvm2, solana],
    adapters: [evm, sol],
    storage: memoryStorage(),
    warn: () => {},
    ...overrides,
  })
  const events: string[] = []
  core.events.subscribe((e: AppKitEvent) => events.push(e.event))
  return { core, evm, events }
}

/** What the Connecting views do: connect, then close the modal. */
async function connectLikeTheModal(core: ReturnType<typeof make>['core']) {
  core.open()
  await core.connect({ namespace: 'eip155', connectorId: 'mm' })
  core.close()
}

const settled = (fn: () => void) => vi.waitFor(fn, { timeout: 2000, interval: 5 })

describe('§4 SIWX flow', () => {
  it('after connect without a session, SIWXSignMessage opens (the connect view closing the modal waits for the check)', async () => {
    const { config } = memorySiwx()
    const { core } = make({ siwx: config })
    await connectLikeTheModal(core)
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    expect(core.state.modal.open).toBe(true)
    expect(core.state.siwx).toMatchObject({ status: 'needed', closeBlocked: false })
  })

  it('signing adds the session, closes the modal and sends SIWX_AUTH_SUCCESS', async () => {
    const siwx = memorySiwx({ required: true })
    const { core, events } = make({ siwx: siwx.config })
    await connectLikeTheModal(core)
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    expect(core.state.siwx.closeBlocked).toBe(true)
    expect(await core.siwxSignIn()).toBe(true)
    expect(siwx.sessions).toHaveLength(1)
    expect(siwx.sessions[0]?.data).toMatchObject({ accountAddress: EVM_A, chainId: 'eip155:31337', domain: 'lab' })
    expect(Object.keys(siwx.sessions[0]?.data ?? {})).not.toContain('toString')
    expect(core.state.modal.open).toBe(false)
    expect(core.state.siwx).toMatchObject({ status: 'signedIn', closeBlocked: false })
    expect(core.state.chain.lastConnectedSIWECaipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(events).toContain('SIWX_AUTH_SUCCESS')
  })

  it('an account that already has a session is not asked again: the modal just closes', async () => {
    const siwx = memorySiwx({ required: true })
    const first = make({ siwx: siwx.config })
    await connectLikeTheModal(first.core)
    await settled(() => expect(first.core.state.router.view).toBe('SIWXSignMessage'))
    await first.core.siwxSignIn()
    const again = make({ siwx: siwx.config })
    await connectLikeTheModal(again.core)
    await settled(() => expect(again.core.state.siwx.status).toBe('signedIn'))
    expect(again.core.state.modal.open).toBe(false)
  })

  it('a declined signature reopens the view with the error and SIWX_AUTH_ERROR; a retry succeeds', async () => {
    const siwx = memorySiwx()
    let decline = true
    const { core, events } = make(
      { siwx: siwx.config },
      {
        signMessage: async ({ message }: { message: string }) => {
          if (decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          return `sig:${message}`
        },
      },
    )
    await connectLikeTheModal(core)
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    core.close()
    expect(await core.siwxSignIn()).toBe(false)
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router.view).toBe('SIWXSignMessage')
    expect(core.state.siwx).toMatchObject({ status: 'error', error: 'Signature declined' })
    expect(events).toContain('SIWX_AUTH_ERROR')
    decline = false
    expect(await core.siwxSignIn()).toBe(true)
    expect(core.state.siwx.error).toBeUndefined()
  })

  it('a session the store refuses is an error too (SIWX_AUTH_ERROR), nothing stored', async () => {
    const siwx = memorySiwx()
    const { core, events } = make({ siwx: siwx.config }, { signMessage: async () => 'sig:something else' })
    await connectLikeTheModal(core)
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    expect(await core.siwxSignIn()).toBe(false)
    expect(core.state.siwx.error).toBe('bad signature')
    expect(siwx.sessions).toEqual([])
    expect(events).toContain('SIWX_AUTH_ERROR')
  })

  it('cancel when required and no signed-in network: disconnect (CLICK_CANCEL_SIWX)', async () => {
    const { config } = memorySiwx({ required: true })
    const { core, evm, events } = make({ siwx: config })
    await connectLikeTheModal(core)
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    await core.siwxCancel()
    expect(events).toContain('CLICK_CANCEL_SIWX')
    expect(evm.calls).toContain('disconnect')
    expect(core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
    expect(core.state.modal.open).toBe(false)
  })

  it('cancel when required on a new network: back to the last signed-in network, which has a session', async () => {
    const { config } = memorySiwx({ required: true })
    const { core, evm } = make({ siwx: config })
    await connectLikeTheModal(core)
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    await core.siwxSignIn()
    await core.switchNetwork(localEvm2, { ignoreConfirmation: true })
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    expect(core.state.siwx.closeBlocked).toBe(true)
    await core.siwxCancel()
    expect(evm.calls.at(-1)).toBe('switchNetwork:eip155:31337')
    expect(evm.calls).not.toContain('disconnect')
    expect(core.state.chain.activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    await settled(() => expect(core.state.modal.open).toBe(false))
  })

  it('cancel when optional just closes and stays connected', async () => {
    const { config } = memorySiwx()
    const { core, evm } = make({ siwx: config })
    await connectLikeTheModal(core)
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    await core.siwxCancel()
    expect(core.state.modal.open).toBe(false)
    expect(evm.calls).not.toContain('disconnect')
  })

  it('signOutOnDisconnect revokes the session of the account that disconnected', async () => {
    const siwx = memorySiwx()
    const { core } = make({ siwx: siwx.config })
    await connectLikeTheModal(core)
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    await core.siwxSignIn()
    await core.disconnect()
    await settled(() => expect(siwx.calls).toContain(`revoke:eip155:31337:${EVM_A}`))
    expect(siwx.sessions).toEqual([])
  })

  it('a legacy siweConfig is mapped: nonce, message, verify, session and sign-out go through it', async () => {
    let session: { address: string; chainId: number } | null = null
    const seen: string[] = []
    const siweConfig: LegacySiweConfig = {
      getNonce: async () => 'legacyNonce1234',
      getMessageParams: async () => ({ domain: 'lab', uri: 'http://lab', statement: 'Hi' }),
      createMessage: (args) => `${args.domain} ${args.address} ${args.chainId} ${args.nonce} ${args.statement}`,
      verifyMessage: async ({ message, signature }) => {
        seen.push(message)
        return signature === `sig:${message}`
      },
      getSession: async () => session,
      signOut: async () => {
        session = null
        return true
      },
      onSignIn: (s) => {
        session = s ?? null
      },
    }
    const { core } = make({ siweConfig })
    await connectLikeTheModal(core)
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    expect(core.state.siwx.closeBlocked).toBe(true)
    expect(await core.siwxSignIn()).toBe(true)
    expect(seen).toEqual([`lab ${EVM_A} 31337 legacyNonce1234 Hi`])
    expect(session).toEqual({ address: EVM_A, chainId: 31337 })
    await core.disconnect()
    await settled(() => expect(session).toBeNull())
  })

  it('signing in without the §5 preconditions fails with their own errors (SIWX_AUTH_ERROR)', async () => {
    const off = make()
    expect(await off.core.siwxSignIn()).toBe(false)
    expect(off.core.state.siwx.error).toBe('SIWX is not enabled')
    const { core, events } = make({ siwx: memorySiwx().config })
    expect(await core.siwxSignIn()).toBe(false)
    expect(core.state.siwx.error).toBe('No active address for SIWX')
    expect(events).toContain('SIWX_AUTH_ERROR')
    const noClient = make({ siwx: { createMessage: () => '' } as never })
    await noClient.core.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(await noClient.core.siwxSignIn()).toBe(false)
    expect(noClient.core.state.siwx.error).toBe('No client for SIWX')
  })

  it('an adapter whose namespace has no configured network: SIWX_NO_NETWORK, nothing signed', async () => {
    // A Solana adapter in an app that configures only EVM networks: the Solana wallet connects (address known),
    // but the namespace has no network to sign in on.
    const siwx = memorySiwx()
    const signed: string[] = []
    const sol = fakeAdapter(
      'solana',
      { connectorId: 'ph', accounts: [{ address: SOL_A }], caipNetworkId: solana.caipNetworkId },
      {
        signMessage: async ({ message }: { message: string }) => {
          signed.push(message)
          return `sig:${message}`
        },
      },
    )
    const core = createAppKitCore({
      projectId: 'p',
      networks: [localEvm, localEvm2],
      adapters: [sol],
      storage: memoryStorage(),
      warn: () => {},
      siwx: siwx.config,
    })
    const events: string[] = []
    core.events.subscribe((e: AppKitEvent) => events.push(e.event))
    await core.connect({ namespace: 'solana', connectorId: 'ph' })
    expect(core.state.chain.activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOL_A}`)
    expect(core.state.chain.activeCaipNetwork).toBeUndefined()
    expect(await core.siwxSignIn()).toBe(false)
    expect(core.state.siwx).toMatchObject({ status: 'error', error: 'No active network for SIWX' })
    expect(events).toContain('SIWX_AUTH_ERROR')
    expect(signed).toEqual([])
    expect(siwx.sessions).toEqual([])
  })

  it("the config's own signMessage signs instead of the adapter, and its signature is the one stored", async () => {
    const asked: { message: string; accountAddress: string; chainId: string }[] = []
    const siwx = memorySiwx({
      signMessage: async (args) => {
        asked.push(args)
        return `sig:${args.message}`
      },
    })
    const adapterSigned: string[] = []
    const { core, events } = make(
      { siwx: siwx.config },
      {
        signMessage: async ({ message }: { message: string }) => {
          adapterSigned.push(message)
          return 'adapter signature, must not be used'
        },
      },
    )
    await connectLikeTheModal(core)
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    expect(await core.siwxSignIn()).toBe(true)
    expect(adapterSigned).toEqual([])
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ accountAddress: EVM_A, chainId: 'eip155:31337' })
    expect(asked[0]?.message).toMatch(new RegExp(`^sign in ${EVM_A} on eip155:31337 with nonce\\d+abcdefgh$`))
    expect(siwx.sessions[0]?.signature).toBe(`sig:${asked[0]?.message}`)
    expect(events).toContain('SIWX_AUTH_SUCCESS')
  })

  it('a failing config signMessage is an error like a declined wallet: SIWX_AUTH_ERROR, the view reopens', async () => {
    const siwx = memorySiwx({
      signMessage: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    const { core, events } = make({ siwx: siwx.config })
    await connectLikeTheModal(core)
    await settled(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    core.close()
    expect(await core.siwxSignIn()).toBe(false)
    expect(core.state.siwx).toMatchObject({ status: 'error', error: 'Signature declined' })
    expect(core.state.modal.open).toBe(true)
    expect(siwx.sessions).toEqual([])
    expect(events).toContain('SIWX_AUTH_ERROR')
  })

  it('without an EVM adapter a siweConfig is not used (nor in conflict with siwx)', () => {
    const sol = fakeAdapter('solana', {
      connectorId: 'ph',
      accounts: [{ address: SOL_A }],
      caipNetworkId: solana.caipNetworkId,
    })
    const core = createAppKitCore({
      projectId: 'p',
      networks: [solana],
      adapters: [sol],
      storage: memoryStorage(),
      siweConfig: {} as never,
      siwx: memorySiwx().config,
    })
    expect(core.getSIWX()).toBeDefined()
    const legacyOnly = createAppKitCore({
      projectId: 'p',
      networks: [solana],
      adapters: [sol],
      storage: memoryStorage(),
      siweConfig: {} as never,
    })
    expect(legacyOnly.getSIWX()).toBeUndefined()
  })
})
