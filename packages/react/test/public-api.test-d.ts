// Compile-time checks of the public API: createAppKit's options and its declared AppKit, the package's export list,
// and every hook's return type spelled out. Checked by `pnpm test` (vitest typecheck) and `pnpm typecheck`.
import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, NetworkLike } from '@portico/common'
import { localEvm } from '@portico/common/networks'
import type { AppKitCore, ConnectedWalletInfo, ConnectionStatus, ThemeMode, View } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import type * as PublicApi from '../src/index'
import {
  type AccountAddress,
  type AppKit,
  type AppKitAccountState,
  type AppKitConnection,
  type AppKitEventData,
  type AppKitEventState,
  type AppKitNetworkState,
  type AppKitVanillaState,
  type BalanceResult,
  type CreateAppKitOptions,
  createAppKit,
  type EmbeddedWalletInfo,
  type OpenOptions,
  type ThemeVariables,
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitConnections,
  useAppKitEvents,
  useAppKitInstance,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
  type WalletProviderType,
} from '../src/index'

describe('createAppKit', () => {
  it('takes CreateAppKitOptions and returns the declared AppKit', () => {
    expectTypeOf(createAppKit).parameters.toEqualTypeOf<[CreateAppKitOptions]>()
    expectTypeOf(createAppKit).returns.toEqualTypeOf<AppKit>()
  })

  it('requires networks and checks option values', () => {
    expectTypeOf<CreateAppKitOptions['networks']>().toEqualTypeOf<[NetworkLike, ...NetworkLike[]] | NetworkLike[]>()
    expectTypeOf<CreateAppKitOptions['defaultNetwork']>().toEqualTypeOf<NetworkLike | undefined>()
    // Our CaipNetworks and viem-Chain-shaped objects alike.
    expectTypeOf([localEvm]).toExtend<CreateAppKitOptions['networks']>()
    expectTypeOf([
      { id: 1, name: 'E', nativeCurrency: localEvm.nativeCurrency, rpcUrls: { default: { http: ['x'] } } },
    ]).toExtend<CreateAppKitOptions['networks']>()
    expectTypeOf<CreateAppKitOptions['projectId']>().toEqualTypeOf<string>()
    expectTypeOf<CreateAppKitOptions['themeMode']>().toEqualTypeOf<ThemeMode | undefined>()
    expectTypeOf<CreateAppKitOptions['apiUrl']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<CreateAppKitOptions['locale']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<CreateAppKitOptions['enableEmbedded']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf({ projectId: 'p', networks: [localEvm] }).toExtend<CreateAppKitOptions>()
    expectTypeOf({ projectId: 'p' }).not.toExtend<CreateAppKitOptions>()
    expectTypeOf({
      projectId: 'p',
      networks: [localEvm],
      themeMode: 'blue' as const,
    }).not.toExtend<CreateAppKitOptions>()
  })

  it('AppKit exposes the documented members and keeps the hooks’ plumbing under _internal', () => {
    expectTypeOf<keyof AppKit>().toEqualTypeOf<
      | 'core'
      | 'options'
      | 'ready'
      | 'telegramResultUri'
      | 'getState'
      | 'subscribeState'
      | 'getAddress'
      | 'getCaipAddress'
      | 'getIsConnectedState'
      | 'getChainId'
      | 'getCaipNetwork'
      | 'subscribeAccount'
      | 'subscribeNetwork'
      | 'subscribeEvents'
      | 'getWalletProvider'
      | 'open'
      | 'close'
      | 'disconnect'
      | 'switchNetwork'
      | 'setThemeMode'
      | 'setThemeVariables'
      | 'setLocale'
      | 'prefetch'
      | 'destroy'
      | '_internal'
    >()
    expectTypeOf<AppKit['core']>().toEqualTypeOf<AppKitCore>()
    expectTypeOf<AppKit['options']>().toEqualTypeOf<CreateAppKitOptions>()
    expectTypeOf<AppKit['ready']>().toEqualTypeOf<() => Promise<void>>()
    expectTypeOf<AppKit['getState']>().returns.toEqualTypeOf<AppKitVanillaState>()
    expectTypeOf<AppKit['subscribeState']>().toEqualTypeOf<
      (listener: (state: AppKitVanillaState) => void) => () => void
    >()
    expectTypeOf<AppKit['getAddress']>().toEqualTypeOf<(namespace?: ChainNamespace) => string | undefined>()
    expectTypeOf<AppKit['getCaipAddress']>().toEqualTypeOf<(namespace?: ChainNamespace) => CaipAddress | undefined>()
    expectTypeOf<AppKit['getIsConnectedState']>().toEqualTypeOf<() => boolean>()
    expectTypeOf<AppKit['getChainId']>().toEqualTypeOf<() => number | string | undefined>()
    expectTypeOf<AppKit['getCaipNetwork']>().toEqualTypeOf<(namespace?: ChainNamespace) => CaipNetwork | undefined>()
    expectTypeOf<AppKit['subscribeAccount']>().toEqualTypeOf<
      (listener: (account: AppKitAccountState) => void, namespace?: ChainNamespace) => () => void
    >()
    expectTypeOf<AppKit['subscribeNetwork']>().toEqualTypeOf<
      (listener: (network: AppKitNetworkState) => void) => () => void
    >()
    expectTypeOf<AppKit['subscribeEvents']>().toEqualTypeOf<
      (listener: (event: AppKitEventState) => void) => () => void
    >()
    expectTypeOf<AppKit['getWalletProvider']>().toEqualTypeOf<
      <T = unknown>(namespace?: ChainNamespace) => T | undefined
    >()
    expectTypeOf<AppKitAccountState['status']>().toEqualTypeOf<ConnectionStatus>()
    expectTypeOf<AppKit['telegramResultUri']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<AppKit['open']>().toEqualTypeOf<<V extends View>(options?: OpenOptions<V>) => Promise<void>>()
    expectTypeOf<AppKit['close']>().toEqualTypeOf<() => Promise<void>>()
    expectTypeOf<AppKit['disconnect']>().toEqualTypeOf<(namespace?: ChainNamespace) => Promise<void>>()
    expectTypeOf<AppKit['switchNetwork']>().toEqualTypeOf<(network: CaipNetwork) => Promise<void>>()
    expectTypeOf<AppKit['setThemeMode']>().toEqualTypeOf<(mode: ThemeMode) => void>()
    expectTypeOf<AppKit['setThemeVariables']>().toEqualTypeOf<(variables: ThemeVariables) => void>()
    expectTypeOf<AppKit['setLocale']>().toEqualTypeOf<(locale: string) => void>()
    expectTypeOf<AppKit['prefetch']>().toEqualTypeOf<() => Promise<void>>()
    expectTypeOf<AppKit['destroy']>().toEqualTypeOf<() => void>()
    expectTypeOf<AppKit>().not.toHaveProperty('loadModal')
    expectTypeOf<AppKit>().not.toHaveProperty('getSnapshot')
    expectTypeOf<AppKit>().not.toHaveProperty('subscribeKit')
  })

  it('OpenOptions names a view, a namespace and the view’s arguments', () => {
    expectTypeOf<OpenOptions['namespace']>().toEqualTypeOf<ChainNamespace | undefined>()
    expectTypeOf({ view: 'Connect' as const }).toExtend<OpenOptions>()
    expectTypeOf({ view: 'NoSuchView' as const }).not.toExtend<OpenOptions>()
  })
})

describe('the package exports', () => {
  it('are createAppKit, the provider, the components and the hooks; nothing of the modal', () => {
    expectTypeOf<keyof typeof PublicApi>().toEqualTypeOf<
      | 'createAppKit'
      | 'cookieStorage'
      | 'AppKitEmbedded'
      | 'AppKitAccountButton'
      | 'AppKitButton'
      | 'AppKitConnectButton'
      | 'AppKitNetworkButton'
      | 'AppKitProvider'
      | 'useAppKitInstance'
      | 'useAppKit'
      | 'useAppKitAccount'
      | 'useAppKitBalance'
      | 'useAppKitConnection'
      | 'useAppKitConnections'
      | 'useAppKitEvents'
      | 'useAppKitNetwork'
      | 'useAppKitProvider'
      | 'useAppKitState'
      | 'useAppKitTheme'
      | 'useAppKitSIWX'
      | 'useAppKitWallets'
      | 'useDisconnect'
      | 'useWalletInfo'
    >()
  })
})

describe('hook return types', () => {
  it('useAppKitInstance', () => {
    expectTypeOf(useAppKitInstance).returns.toEqualTypeOf<AppKit | undefined>()
  })

  it('useAppKit', () => {
    expectTypeOf(useAppKit).parameters.toEqualTypeOf<[]>()
    expectTypeOf(useAppKit).returns.toEqualTypeOf<{
      open: <V extends View>(options?: OpenOptions<V>) => Promise<void>
      close: () => Promise<void>
    }>()
  })

  it('useAppKitAccount', () => {
    expectTypeOf(useAppKitAccount).parameters.toEqualTypeOf<[options?: { namespace?: ChainNamespace }]>()
    expectTypeOf(useAppKitAccount).returns.toEqualTypeOf<{
      allAccounts: AccountAddress[]
      caipAddress: CaipAddress | undefined
      address: string | undefined
      isConnected: boolean
      embeddedWalletInfo: EmbeddedWalletInfo | undefined
      status: ConnectionStatus
    }>()
    expectTypeOf<ConnectionStatus>().toEqualTypeOf<'disconnected' | 'connecting' | 'connected' | 'reconnecting'>()
  })

  it('useAppKitNetwork', () => {
    expectTypeOf(useAppKitNetwork).returns.toEqualTypeOf<{
      caipNetwork: CaipNetwork | undefined
      caipNetworkId: CaipNetworkId | undefined
      chainId: number | string | undefined
      switchNetwork: (network: CaipNetwork) => Promise<void>
      approvedCaipNetworkIds: CaipNetworkId[] | undefined
      supportsAllNetworks: boolean
    }>()
  })

  it('useAppKitProvider, typed by its type argument', () => {
    interface Eip1193 {
      request(args: { method: string }): Promise<unknown>
    }
    expectTypeOf(useAppKitProvider).parameters.toEqualTypeOf<[namespace: ChainNamespace]>()
    expectTypeOf<ReturnType<typeof useAppKitProvider<Eip1193>>>().toEqualTypeOf<{
      walletProvider: Eip1193 | undefined
      walletProviderType: WalletProviderType | undefined
    }>()
    expectTypeOf<ReturnType<typeof useAppKitProvider>['walletProvider']>().toEqualTypeOf<unknown>()
    expectTypeOf<WalletProviderType>().toEqualTypeOf<
      'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'AUTH' | 'WALLET_CONNECT'
    >()
  })

  it('useDisconnect', () => {
    expectTypeOf(useDisconnect).returns.toEqualTypeOf<{
      disconnect: (options?: { id?: string; namespace?: ChainNamespace }) => Promise<void>
    }>()
  })

  it('useAppKitState', () => {
    expectTypeOf(useAppKitState).returns.toEqualTypeOf<{
      initialized: boolean
      loading: boolean
      open: boolean
      selectedNetworkId: CaipNetworkId | undefined
      activeChain: ChainNamespace | undefined
    }>()
  })

  it('useAppKitEvents', () => {
    expectTypeOf(useAppKitEvents).returns.toEqualTypeOf<{
      timestamp: number | undefined
      data: AppKitEventData | undefined
    }>()
    expectTypeOf<AppKitEventData>().toEqualTypeOf<{
      type: 'track'
      event: string
      properties?: Record<string, unknown>
    }>()
  })

  it('useAppKitTheme', () => {
    expectTypeOf(useAppKitTheme).returns.toEqualTypeOf<{
      themeMode: ThemeMode
      themeVariables: ThemeVariables
      setThemeMode: (mode: ThemeMode) => void
      setThemeVariables: (variables: ThemeVariables) => void
    }>()
  })

  it('useWalletInfo', () => {
    expectTypeOf(useWalletInfo).parameters.toEqualTypeOf<[namespace?: ChainNamespace]>()
    expectTypeOf(useWalletInfo).returns.toEqualTypeOf<{ walletInfo: ConnectedWalletInfo | undefined }>()
  })

  it('useAppKitBalance', () => {
    expectTypeOf(useAppKitBalance).returns.toEqualTypeOf<{ fetchBalance: () => Promise<BalanceResult> }>()
    expectTypeOf<BalanceResult>().toEqualTypeOf<{
      data: { balance: string; symbol: string } | undefined
      error: string | null
      isSuccess: boolean
      isError: boolean
    }>()
  })

  it('useAppKitConnections', () => {
    expectTypeOf(useAppKitConnections).parameters.toEqualTypeOf<[namespace?: ChainNamespace]>()
    expectTypeOf(useAppKitConnections).returns.toEqualTypeOf<{
      connections: AppKitConnection[]
      recentConnections: AppKitConnection[]
    }>()
    expectTypeOf<AppKitConnection>().toEqualTypeOf<{
      connectorId: string
      accounts: { address: string }[]
      caipNetworkId: CaipNetworkId
      name?: string
      icon?: string
    }>()
  })
})
