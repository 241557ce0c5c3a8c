import type { CaipNetwork } from '@portico/common'
import { localEvm, localEvm2, mainnet, solana } from '@portico/common/networks'
import { describe, expect, it, vi } from 'vitest'
import { createAppKitCore, DEFAULT_SOCIALS, memoryStorage } from '../src/index'
import { EVM_A, EVM_B, fakeAdapter, SOL_A } from './fake-adapter'
import { evmConnection, make, solConnection } from './make-core'

describe('§5 validation with the exact texts', () => {
  it('project id required, otherwise an alert', () => {
    const { core } = make({ projectId: '' })
    expect(core.state.alert).toMatchObject({ open: true, key: 'PROJECT_ID_NOT_CONFIGURED', variant: 'error' })
    expect(make().core.state.alert.open).toBe(false)
  })
  it('siweConfig and siwx must not both be set: Cannot set both `siweConfig` and `siwx` options (only with an EVM adapter)', () => {
    expect(() => make({ siweConfig: {} as never, siwx: {} as never })).toThrowError(
      'Cannot set both `siweConfig` and `siwx` options',
    )
    const sol = fakeAdapter('solana', solConnection)
    expect(() =>
      createAppKitCore({
        projectId: 'p',
        networks: [solana],
        adapters: [sol],
        siweConfig: {} as never,
        siwx: {} as never,
        storage: memoryStorage(),
      }),
    ).not.toThrow()
  })
  it("adding or removing a network needs an adapter: Adapter for namespace {ns} doesn't exist", () => {
    const { core } = make()
    expect(() => core.addNetwork('bip122', localEvm)).toThrowError("Adapter for namespace bip122 doesn't exist")
    expect(() => core.removeNetwork('polkadot', 'polkadot:x')).toThrowError(
      "Adapter for namespace polkadot doesn't exist",
    )
    core.addNetwork('eip155', mainnet)
    expect(core.state.chain.chains.eip155?.caipNetworks.map((n) => n.id)).toContain(1)
    core.removeNetwork('eip155', 'eip155:1')
    expect(core.state.chain.chains.eip155?.caipNetworks.map((n) => n.id)).not.toContain(1)
  })
  it('an adapter missing a required method is refused', () => {
    const broken = { ...fakeAdapter('eip155', evmConnection), signMessage: undefined } as never
    expect(() =>
      createAppKitCore({ projectId: 'p', networks: [], adapters: [broken], storage: memoryStorage() }),
    ).toThrowError(/lacks signMessage/)
  })
  it('SIWX needs enabled SIWX, active address, active network and a client; each missing one gives its own error', async () => {
    expect(() => make().core.assertSiwxReady()).toThrowError('SIWX is not enabled')
    const noClient = make({ siwx: {} as never }).core
    expect(() => noClient.assertSiwxReady()).toThrowError('No active address for SIWX')
    await noClient.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(() => noClient.assertSiwxReady()).toThrowError('No client for SIWX')
    const client = {
      createMessage: () => '',
      addSession: () => undefined,
      revokeSession: () => undefined,
      setSessions: () => undefined,
      getSessions: async () => [],
    }
    const ready = make({ siwx: client as never }).core
    await ready.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(() => ready.assertSiwxReady()).not.toThrow()
  })
})

describe('§9 option defaults', () => {
  it('enable* flags true, receive/send/analytics on, smart sessions off, default account types', () => {
    const { options } = make().core
    for (const k of ['enableAuthLogger', 'debug', 'enableWalletConnect', 'enableWallets', 'enableEIP6963'] as const) {
      expect(options[k]).toBe(true)
    }
    expect([
      options.enableNetworkSwitch,
      options.enableReconnect,
      options.receive,
      options.send,
      options.enableAnalytics,
    ]).toEqual([true, true, true, true, true])
    expect(options.enableSmartSessions).toBe(false)
    expect(options.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(options.defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
    expect(make().core.state.chain.chains.eip155?.accountState.preferredAccountType).toBe('smartAccount')
  })
  it('default socials: google, x, farcaster, discord, apple, github, facebook (in that order)', () => {
    expect(DEFAULT_SOCIALS).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
    expect(make().core.state.features.socials).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })
})

describe('§4 connection status machine', () => {
  it('at start with reconnect disabled: disconnected', async () => {
    const { storage } = make()
    const first = make({ storage })
    await first.core.connect({ namespace: 'eip155', connectorId: 'mm' })
    const second = make({ storage, enableReconnect: false })
    await second.core.initialize()
    expect(second.core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
    expect(second.evm.calls).not.toContain('reconnect')
  })
  it('if storage says connected, status becomes connecting and is then synced', async () => {
    const { storage } = make()
    await make({ storage }).core.connect({ namespace: 'eip155', connectorId: 'mm' })
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const next = make(
      { storage },
      {
        reconnect: async () => {
          await gate
          return evmConnection
        },
      },
    )
    const init = next.core.initialize()
    await Promise.resolve()
    await Promise.resolve()
    expect(next.core.state.chain.chains.eip155?.accountState.status).toBe('connecting')
    release()
    await init
    expect(next.core.state.chain.chains.eip155?.accountState.status).toBe('connected')
    expect(next.core.state.chain.activeCaipAddress).toBe(`eip155:31337:${EVM_A}`)
  })
  it('a failed sync sets disconnected and forgets the stored connection', async () => {
    const { storage } = make()
    await make({ storage }).core.connect({ namespace: 'eip155', connectorId: 'mm' })
    const next = make({ storage }, { reconnect: async () => undefined })
    await next.core.initialize()
    expect(next.core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
    expect(next.core.storage.get('namespaces')?.eip155?.connections).toEqual([])
  })
  it('on wallet connect the connection becomes current, status connected', async () => {
    const { core } = make()
    const connects: string[] = []
    core.on('connect', (e) => connects.push(e.caipAddress))
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await core.connect({ namespace: 'eip155', connectorId: 'rabby' })
    const evm = core.state.chain.chains.eip155!
    expect(evm.currentConnectorId).toBe('rabby')
    expect(evm.accountState.status).toBe('connected')
    expect(connects).toEqual([`eip155:31337:${EVM_A}`, `eip155:31337:${EVM_A}`])
  })
  it('on disconnect the connection is removed; otherwise the first remaining becomes current; the last lost emits disconnect', async () => {
    const { core, evm } = make()
    const lost: string[] = []
    core.on('disconnect', (e) => lost.push(e.namespace))
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await core.connect({ namespace: 'eip155', connectorId: 'rabby' })
    evm.emit('disconnect', { namespace: 'eip155', connectorId: 'rabby' })
    expect(core.state.chain.chains.eip155?.currentConnectorId).toBe('mm')
    expect(lost).toEqual([])
    evm.emit('disconnect', { namespace: 'eip155', connectorId: 'mm' })
    expect(core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
    expect(core.state.chain.chains.eip155?.currentConnectorId).toBeUndefined()
    expect(lost).toEqual(['eip155'])
  })
  it('account or chain changes from the wallet update the stored connection', async () => {
    const { core, evm, storage } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    evm.emit('accountsChanged', { namespace: 'eip155', connectorId: 'mm', accounts: [{ address: EVM_B }] })
    evm.emit('chainChanged', { namespace: 'eip155', connectorId: 'mm', caipNetworkId: 'eip155:31338' })
    expect(core.state.chain.chains.eip155?.accountState.caipAddress).toBe(`eip155:31338:${EVM_B}`)
    const stored = make({ storage }).core.storage.get('namespaces')?.eip155
    expect(stored?.connections[0]).toMatchObject({ caipNetworkId: 'eip155:31338', accounts: [{ address: EVM_B }] })
  })
  it('garbage from the wallet is refused and leaves state as it was', async () => {
    const { core, evm } = make()
    evm.answer({ connectorId: 'mm', accounts: [{ address: 'not-an-address' }], caipNetworkId: 'eip155:31337' })
    await expect(core.connect({ namespace: 'eip155', connectorId: 'mm' })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
    expect(core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
    evm.answer(evmConnection)
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    evm.emit('chainChanged', { namespace: 'eip155', connectorId: 'mm', caipNetworkId: 'garbage' as never })
    evm.emit('accountsChanged', { namespace: 'eip155', connectorId: 'mm', accounts: [{ address: '0x1' }] })
    expect(core.state.chain.chains.eip155?.accountState.caipAddress).toBe(`eip155:31337:${EVM_A}`)
  })
  it('full disconnect resets account, network, connector id, connected namespace and provider, clears user and wallet info, sets disconnected and closes the modal unless told not to', async () => {
    const { core, evm, sol } = make()
    const lost: string[] = []
    core.on('disconnect', (e) => lost.push(e.namespace))
    await core.connect({ namespace: 'solana', connectorId: 'ph' })
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    core.open()
    expect(core.state.router.view).toBe('Account')
    await core.disconnect({ closeModal: false })
    expect(core.state.modal.open).toBe(true)
    expect(lost).toEqual(['eip155', 'solana'])

    await core.switchNetwork(localEvm2)
    await core.connect({ namespace: 'solana', connectorId: 'ph' })
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    const record = core.state.chain.chains.eip155!
    Object.assign(record.networkState, {
      approvedCaipNetworkIds: ['eip155:31337'],
      supportsAllNetworks: false,
      smartAccountEnabledNetworks: [31337],
    })
    Object.assign(record.accountState, {
      user: { address: EVM_A, chainId: 31337, accounts: [] },
      balance: '2',
      balanceSymbol: 'ETH',
      profileName: 'alice',
      socialProvider: 'google',
    })
    core.setSendAmount('1')
    lost.length = 0
    await core.disconnect({ namespace: 'eip155' })

    // account, user and wallet info cleared; status disconnected
    expect(record.accountState).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      user: undefined,
      connectedWalletInfo: undefined,
      socialProvider: undefined,
      preferredAccountType: 'smartAccount',
    })
    // network: what the wallet granted is reset, the chosen network stays selected
    expect(record.networkState).toMatchObject({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    })
    expect(record.networkState.caipNetwork?.caipNetworkId).toBe('eip155:31337')
    // connector id, connections and the stored connected namespace
    expect(record.currentConnectorId).toBeUndefined()
    expect(record.connections).toEqual([])
    const stored = core.storage.get('namespaces')?.eip155
    expect(stored).toMatchObject({ status: 'disconnected', connections: [] })
    expect(stored?.currentConnectorId).toBeUndefined()
    // the connected namespace left becomes active; the other keeps its account
    expect(core.state.chain.activeChain).toBe('solana')
    expect(core.state.chain.activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOL_A}`)
    // provider released by the adapter, send form reset, the disconnect event once, the modal closed
    expect(evm.calls.filter((c) => c === 'disconnect')).toHaveLength(2)
    expect(core.state.send.amount).toBe('0')
    expect(lost).toEqual(['eip155'])
    expect(core.state.modal.open).toBe(false)
    expect(core.state.events.last?.event).toBe('DISCONNECT_SUCCESS')

    // disconnecting everything keeps an active namespace with a network, and a later connect works
    await core.disconnect()
    expect(lost).toEqual(['eip155', 'solana'])
    expect(sol.calls.filter((c) => c === 'disconnect')).toHaveLength(2)
    expect(core.state.chain.activeChain).toBe('solana')
    expect(core.state.chain.activeCaipAddress).toBeUndefined()
    expect(core.state.chain.activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    await core.disconnect()
    expect(lost).toEqual(['eip155', 'solana'])
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(core.state.chain.activeCaipAddress).toBe(`eip155:31337:${EVM_A}`)
  })
  it('a wallet that announces its own disconnect during a full disconnect emits disconnect once', async () => {
    const lost: string[] = []
    const { core, evm } = make(
      {},
      { disconnect: async () => evm.emit('disconnect', { namespace: 'eip155', connectorId: 'mm' }) },
    )
    core.on('disconnect', (e) => lost.push(e.namespace))
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await core.disconnect()
    expect(lost).toEqual(['eip155'])
  })
  it('a failing adapter disconnect gives Failed to disconnect chains: {reason}', async () => {
    const { core } = make({}, { disconnect: async () => Promise.reject(new Error('gone')) })
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await expect(core.disconnect()).rejects.toThrowError('Failed to disconnect chains: eip155: gone')
  })
  it('a connection switch is allowed only from status connected or disconnected; otherwise an invalid-status error', async () => {
    const { core } = make()
    core.state.chain.chains.eip155!.accountState.status = 'connecting'
    await expect(core.switchConnection({ namespace: 'eip155', connectorId: 'mm' })).rejects.toThrowError(
      'Invalid connection status',
    )
    core.state.chain.chains.eip155!.accountState.status = 'disconnected'
    await core.switchConnection({ namespace: 'eip155', connectorId: 'mm' })
    expect(core.state.chain.chains.eip155?.accountState.status).toBe('connected')
  })
})

describe('§5 multi-wallet calls without the feature: info alert, empty return', () => {
  it('alerts and returns nothing', async () => {
    const { core } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(core.getAllConnections('eip155')).toEqual([])
    expect(core.state.alert).toMatchObject({ key: 'MULTI_WALLET_NOT_ENABLED', variant: 'info' })
    expect(await core.switchConnection({ namespace: 'eip155', connectorId: 'other' })).toBeUndefined()
  })
  it('with the remote feature, all connections are shown and switching works', async () => {
    const { core } = make()
    core.setRemoteFeatures([{ id: 'multiWallet', isEnabled: true, config: null }])
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await core.connect({ namespace: 'eip155', connectorId: 'rabby' })
    expect(core.getConnections('eip155')).toHaveLength(2)
    await core.switchConnection({ namespace: 'eip155', connectorId: 'mm' })
    expect(core.state.chain.chains.eip155?.currentConnectorId).toBe('mm')
  })
  it('without the feature only the active connector connections are shown', async () => {
    const { core } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await core.connect({ namespace: 'eip155', connectorId: 'rabby' })
    expect(core.getConnections('eip155').map((c) => c.connectorId)).toEqual(['rabby'])
  })
})

describe('§4 active network change', () => {
  it('switching to a namespace with no connected address just sets it active and stores the network id', async () => {
    const { core, sol, storage } = make()
    core.setSendAmount('5')
    expect(await core.switchNetwork(solana)).toBe('switched')
    expect(core.state.chain.activeChain).toBe('solana')
    expect(sol.calls.filter((c) => c.startsWith('switchNetwork'))).toEqual([])
    expect(core.state.send.amount).toBe('0')
    expect(make({ storage }).core.state.chain.activeChain).toBe('solana')
  })
  it('network switch asks confirmation unless ignored', async () => {
    const { core, evm, storage } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(await core.switchNetwork(localEvm2)).toBe('confirming')
    expect(core.state.router.view).toBe('SwitchNetwork')
    expect(evm.calls).not.toContain('switchNetwork:eip155:31338')
    core.setSendAmount('1.5')
    expect(await core.switchNetwork(localEvm2, { ignoreConfirmation: true })).toBe('switched')
    expect(evm.calls).toContain('switchNetwork:eip155:31338')
    expect(core.state.send.amount).toBe('0')
    expect(core.state.chain.activeCaipNetwork?.id).toBe(31338)
    expect(storage.getItem('appkit/namespaces')).toContain('eip155:31338')
    expect(core.state.events.last?.event).toBe('SWITCH_NETWORK')
  })
  it('no confirmation when the wallet is embedded', async () => {
    const authConnector = { id: 'auth', name: 'Email', type: 'auth' as const, chain: 'eip155' as const }
    const { core } = make({}, { syncConnectors: async () => [authConnector] })
    await core.initialize()
    await core.connect({ namespace: 'eip155', connectorId: 'auth' })
    expect(await core.switchNetwork(localEvm2)).toBe('switched')
  })
  it('switches the namespace if different', async () => {
    const { core } = make()
    await core.connect({ namespace: 'solana', connectorId: 'ph' })
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(core.state.chain.activeChain).toBe('eip155')
    await core.switchNetwork(solana, { ignoreConfirmation: true })
    expect(core.state.chain.activeChain).toBe('solana')
    expect(core.state.chain.activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOL_A}`)
    expect(core.state.chain.isSwitchingNamespace).toBe(false)
  })
  it('a failed switch goes back one view', async () => {
    const { core } = make({}, { switchNetwork: async () => Promise.reject({ code: 4902, message: 'unknown chain' }) })
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    core.open()
    await core.switchNetwork(localEvm2)
    expect(core.state.router.view).toBe('SwitchNetwork')
    await expect(core.switchNetwork(localEvm2, { ignoreConfirmation: true })).rejects.toMatchObject({
      code: 'UNRECOGNIZED_CHAIN',
    })
    expect(core.state.router.view).toBe('Account')
    expect(core.state.chain.chains.eip155?.networkState.caipNetwork?.id).toBe(31337)
  })
  it('a network outside the networks array shows Network Not Found', async () => {
    const { core } = make()
    await expect(core.switchNetwork(mainnet as CaipNetwork)).rejects.toThrowError('Network not found')
    expect(core.state.alert).toMatchObject({ open: true, key: 'SWITCH_NETWORK_NOT_FOUND' })
  })
  it('UnsupportedChain shows when not in the requested list, switching enabled, unsupported not allowed, basic off', async () => {
    const { core, evm } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    evm.emit('chainChanged', { namespace: 'eip155', connectorId: 'mm', caipNetworkId: 'eip155:999' })
    expect(core.state.router.view).toBe('UnsupportedChain')
    expect(core.state.modal.open).toBe(true)
    for (const o of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }, { basic: true }]) {
      const other = make(o)
      await other.core.connect({ namespace: 'eip155', connectorId: 'mm' })
      other.evm.emit('chainChanged', { namespace: 'eip155', connectorId: 'mm', caipNetworkId: 'eip155:999' })
      expect(other.core.state.router.view).not.toBe('UnsupportedChain')
    }
  })
  it('opening while the wallet is on an unsupported chain shows UnsupportedChain instead of Account', async () => {
    const { core, evm } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    evm.emit('chainChanged', { namespace: 'eip155', connectorId: 'mm', caipNetworkId: 'eip155:999' })
    core.close()
    core.open()
    expect(core.state.router.view).toBe('UnsupportedChain')
    core.close()
    core.open({ view: 'Account' })
    expect(core.state.router.view).toBe('UnsupportedChain')
    const allowed = make({ allowUnsupportedChain: true })
    await allowed.core.connect({ namespace: 'eip155', connectorId: 'mm' })
    allowed.evm.emit('chainChanged', { namespace: 'eip155', connectorId: 'mm', caipNetworkId: 'eip155:999' })
    allowed.core.open()
    expect(allowed.core.state.router.view).toBe('Account')
  })
})

describe('§2 opening and closing through the core', () => {
  it('open shows Connect, Account when connected, a requested view, and closing resets', async () => {
    const { core } = make()
    core.open()
    expect([core.state.modal.open, core.state.router.view]).toEqual([true, 'Connect'])
    core.open({ namespace: 'solana' })
    expect(core.state.router.view).toBe('SwitchActiveChain')
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    core.open({ view: 'SwitchNetwork' })
    expect(core.state.router.view).toBe('SwitchNetwork')
    // ConnectSocials needs the embedded wallet's auth connector, which this app lacks: the rules choose as without a view.
    core.open({ view: 'ConnectSocials' })
    expect(core.state.router.view).toBe('Account')
    core.close()
    expect([core.state.modal.open, core.state.router.view]).toEqual([false, 'Connect'])
    const embedded = make({ embedded: true }).core
    await embedded.connect({ namespace: 'eip155', connectorId: 'mm' })
    embedded.close()
    expect(embedded.state.router.view).toBe('Account')
  })
  it('no adapters opens the WalletConnect view (AllWallets on mobile)', () => {
    const core = createAppKitCore({
      projectId: 'p',
      networks: [localEvm],
      adapters: [],
      storage: memoryStorage(),
      isMobile: () => true,
    })
    expect(core.state.chain.noAdapters).toBe(true)
    core.open()
    expect(core.state.router.view).toBe('AllWallets')
  })
  it('connect-method order puts wallet first when an injected wallet exists', async () => {
    const injected = { id: 'mm', name: 'MetaMask', type: 'announced' as const, chain: 'eip155' as const }
    expect(make().core.connectMethodOrder()).toEqual(['email', 'social', 'wallet'])
    const { core } = make({}, { syncConnectors: async () => [injected] })
    await core.initialize()
    expect(core.connectMethodOrder()).toEqual(['wallet', 'email', 'social'])
  })
})

describe('adapter contract: namespace on every call, supports(capability), routing', () => {
  it('routes capability calls to the named namespace and refuses unsupported ones', async () => {
    const sendCalls = vi.fn(async (p: Record<string, unknown>) => p.namespace)
    const { core } = make({}, { sendCalls })
    expect(core.supports('eip155', 'sendCalls')).toBe(true)
    expect(core.supports('solana', 'sendCalls')).toBe(false)
    expect(await core.request('eip155', 'sendCalls', { calls: [{ to: '0x1' }] })).toBe('eip155')
    // @ts-expect-error a JavaScript caller's malformed target is refused at run time
    await expect(core.request('eip155', 'sendCalls', { calls: [{ to: 'x' }] })).rejects.toThrowError(
      'Call target must start with 0x',
    )
    // @ts-expect-error Solana has no sendCalls; a JavaScript caller gets the error at run time
    await expect(core.request('solana', 'sendCalls')).rejects.toMatchObject({ code: 'CAPABILITY_NOT_SUPPORTED' })
  })
  it('sign message: a 4001 becomes Signature declined', async () => {
    const { core } = make({}, { signMessage: async () => Promise.reject({ code: 4001 }) })
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await expect(core.signMessage({ namespace: 'eip155', message: 'hi' })).rejects.toThrowError('Signature declined')
  })
  it('failed balance fetch shows 0.00 in the native symbol', async () => {
    const { core } = make({}, { getBalance: async () => Promise.reject(new Error('rpc down')) })
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await core.fetchBalance('eip155')
    expect(core.state.chain.chains.eip155?.accountState).toMatchObject({ balance: '0.00', balanceSymbol: 'ETH' })
  })
})

describe('bindings: subscribe/getSnapshot and one core per call', () => {
  it('getSnapshot is stable until a change and subscribe fires after one', async () => {
    const { core } = make()
    const a = core.getSnapshot()
    expect(core.getSnapshot()).toBe(a)
    const listener = vi.fn()
    const off = core.subscribe(listener)
    core.open()
    await Promise.resolve()
    expect(listener).toHaveBeenCalled()
    expect(core.getSnapshot()).not.toBe(a)
    expect(core.getSnapshot().modal.open).toBe(true)
    off()
  })
  it('two cores do not share state', async () => {
    const one = make().core
    const two = make().core
    await one.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(two.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
  })
})

describe('§8 universal provider errors map to alerts, each shown once', () => {
  it('showOnce shows an alert the first time only', () => {
    const { core } = make()
    expect(core.alerts.showOnce('SESSION_EXPIRED')).toBe(true)
    core.alerts.close()
    expect(core.alerts.showOnce('SESSION_EXPIRED')).toBe(false)
    expect(core.state.alert.open).toBe(false)
  })
})

describe('wallet addresses are checked by shape in core and by the adapter hook when given', () => {
  it('refuses an address the adapter rejects (e.g. a bad checksum)', async () => {
    const { core } = make({}, { isAddress: (a: string) => a === EVM_B })
    await expect(core.connect({ namespace: 'eip155', connectorId: 'mm' })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
    expect(core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
  })
})
