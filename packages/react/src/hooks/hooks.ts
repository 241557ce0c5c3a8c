import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type {
  AccountType,
  ConnectedWalletInfo,
  ConnectionStatus,
  EmbeddedWalletUser,
  ThemeMode,
  View,
} from '@portico/core'
import { useCallback, useMemo } from 'react'
import type { OpenOptions } from '../appkit/createAppKit'
import { disconnectConnection } from '../appkit/disconnect-connection'
import type { ThemeVariables } from '../appkit/options'
import { eventState } from '../appkit/vanilla'
import { useAppKitInstance } from '../context/AppKitProvider'
import { type CoreSnapshot, useCoreSelector, useKitSelector } from './useSnapshot'
import { shallowEqual } from './useStoreSelector'
import { relayOf, useRelayState } from './walletconnect-relay'

// Hooks with Reown AppKit's names and return shapes. Every one works before createAppKit and on a server: it then
// answers "disconnected" and its actions do nothing. Each selects only the parts of the state it reads, and returns
// the same object while those parts are unchanged.

function namespaceRecord(snap: CoreSnapshot | undefined, namespace?: ChainNamespace) {
  const ns = namespace ?? snap?.chain.activeChain
  return { ns, record: ns ? snap?.chain.chains[ns] : undefined }
}

export interface UseAppKitReturn {
  open: <V extends View>(options?: OpenOptions<V>) => Promise<void>
  close: () => Promise<void>
}

export function useAppKit(): UseAppKitReturn {
  const kit = useAppKitInstance()
  return useMemo(
    () => ({
      open: <V extends View>(options?: OpenOptions<V>) => kit?.open(options) ?? Promise.resolve(),
      close: () => kit?.close() ?? Promise.resolve(),
    }),
    [kit],
  )
}

export interface AccountAddress {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

export interface EmbeddedWalletInfo {
  user: EmbeddedWalletUser | undefined
  authProvider: string
  accountType: AccountType | undefined
  isSmartAccountDeployed: boolean
}

export interface UseAppKitAccountReturn {
  allAccounts: AccountAddress[]
  caipAddress: CaipAddress | undefined
  address: string | undefined
  isConnected: boolean
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
  status: ConnectionStatus
}

export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}): UseAppKitAccountReturn {
  // The account state's other fields (balance, profile, tokens…) change without changing this hook's answer.
  const { ns, account, current } = useCoreSelector((snap) => {
    const { ns, record } = namespaceRecord(snap, options.namespace)
    return {
      ns,
      account: record?.accountState,
      current: record?.connections.find((c) => c.connectorId === record.currentConnectorId),
    }
  }, accountEqual)
  return useMemo(() => {
    const allAccounts: AccountAddress[] =
      ns && current
        ? current.accounts.map((a) => ({
            namespace: ns,
            address: a.address,
            type: a.type ?? account?.preferredAccountType ?? 'eoa',
            ...(a.publicKey ? { publicKey: a.publicKey } : {}),
            ...(a.path ? { path: a.path } : {}),
          }))
        : []
    const embedded =
      account?.connectedWalletInfo?.type === 'auth'
        ? {
            user: account.user as EmbeddedWalletUser | undefined,
            // The auth connection's name is the provider the embedded wallet signed in with (email or a social one).
            authProvider: account.socialProvider ?? current?.name ?? 'email',
            accountType: account.preferredAccountType,
            isSmartAccountDeployed: account.smartAccountDeployed,
          }
        : undefined
    return {
      allAccounts,
      caipAddress: account?.caipAddress,
      address: account?.address,
      isConnected: Boolean(account?.caipAddress),
      embeddedWalletInfo: embedded,
      status: account?.status ?? 'disconnected',
    }
  }, [ns, account, current])
}

/** The account fields useAppKitAccount reads. */
const ACCOUNT_READS = [
  'caipAddress',
  'address',
  'status',
  'preferredAccountType',
  'connectedWalletInfo',
  'user',
  'socialProvider',
  'smartAccountDeployed',
] as const

function accountEqual<
  T extends {
    ns: unknown
    current: unknown
    account: { readonly [K in (typeof ACCOUNT_READS)[number]]?: unknown } | undefined
  },
>(a: T, b: T): boolean {
  return a.ns === b.ns && a.current === b.current && ACCOUNT_READS.every((key) => a.account?.[key] === b.account?.[key])
}

export interface UseAppKitNetworkReturn {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  switchNetwork: (network: CaipNetwork) => Promise<void>
  /**
   * The networks the connected wallet approved for the active namespace: a WalletConnect session's chains.
   * Undefined for a wallet that takes any network (injected, announced) and while nothing is connected.
   */
  approvedCaipNetworkIds: CaipNetworkId[] | undefined
  /** False for a WalletConnect wallet (limited to its session's chains), true otherwise (AppKit's flag). */
  supportsAllNetworks: boolean
}

export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const kit = useAppKitInstance()
  const caipNetwork = useCoreSelector((snap) => snap?.chain.activeCaipNetwork as CaipNetwork | undefined)
  const switchNetwork = useCallback((network: CaipNetwork) => kit?.switchNetwork(network) ?? Promise.resolve(), [kit])
  const { ns, provider } = useCoreSelector((snap) => {
    const { ns, record } = namespaceRecord(snap)
    const id = record?.currentConnectorId
    const connector = id && ns ? snap?.connectors[ns]?.find((c) => c.id === id) : undefined
    return { ns, provider: connector?.provider }
  }, shallowEqual)
  const relay = relayOf(provider)
  const session = useRelayState(relay).session
  const approved = relay && ns ? (session?.namespaces[ns]?.chains as CaipNetworkId[] | undefined) : undefined
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      switchNetwork,
      approvedCaipNetworkIds: approved,
      supportsAllNetworks: relay === undefined,
    }),
    [caipNetwork, switchNetwork, approved, relay],
  )
}

export type WalletProviderType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'AUTH' | 'WALLET_CONNECT'

const PROVIDER_TYPES: Record<string, WalletProviderType> = {
  injected: 'INJECTED',
  announced: 'ANNOUNCED',
  external: 'EXTERNAL',
  'multi-chain': 'MULTI_CHAIN',
  auth: 'AUTH',
  'wallet-relay': 'WALLET_CONNECT',
}

export interface UseAppKitProviderReturn<T> {
  walletProvider: T | undefined
  walletProviderType: WalletProviderType | undefined
}

/** The connected wallet's provider object for a namespace (whatever its adapter exposes, e.g. EIP-1193). */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturn<T> {
  return useCoreSelector((snap) => {
    const record = snap?.chain.chains[namespace]
    const connector = record?.currentConnectorId
      ? snap?.connectors[namespace]?.find((c) => c.id === record.currentConnectorId)
      : undefined
    return {
      walletProvider: connector?.provider as T | undefined,
      walletProviderType: connector ? PROVIDER_TYPES[connector.type] : undefined,
    }
  }, shallowEqual)
}

export interface UseDisconnectReturn {
  /**
   * AppKit's shape: no argument disconnects every namespace; `namespace` one of them; `id` (a connector id) one wallet
   * of a namespace's connections (the active namespace unless `namespace` is given), the others staying connected.
   */
  disconnect: (options?: { id?: string; namespace?: ChainNamespace }) => Promise<void>
}

export function useDisconnect(): UseDisconnectReturn {
  const kit = useAppKitInstance()
  return useMemo(
    () => ({
      disconnect: async (options: { id?: string; namespace?: ChainNamespace } = {}) => {
        if (!kit) return
        if (options.id) return disconnectConnection(kit.core, options.id, options.namespace)
        return kit.disconnect(options.namespace)
      },
    }),
    [kit],
  )
}

export interface UseAppKitStateReturn {
  initialized: boolean
  loading: boolean
  open: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace | undefined
}

export function useAppKitState(): UseAppKitStateReturn {
  const initialized = useKitSelector((state) => state.initialized)
  const modal = useCoreSelector(
    (snap) => ({
      loading: snap?.modal.loading ?? false,
      open: snap?.modal.open ?? false,
      selectedNetworkId: snap?.chain.activeCaipNetwork?.caipNetworkId,
      activeChain: snap?.chain.activeChain,
    }),
    shallowEqual,
  )
  return useMemo(() => ({ initialized, ...modal }), [initialized, modal])
}

export interface AppKitEventData {
  type: 'track'
  /** One of AppKitEventName; typed as a string so an app's switch over AppKit's full list compiles. */
  event: string
  properties?: Record<string, unknown>
}

/** The latest event under AppKit's names (core's §7 events and the modal's own); undefined until one happened. */
export interface UseAppKitEventsReturn {
  timestamp: number | undefined
  data: AppKitEventData | undefined
}

export function useAppKitEvents(): UseAppKitEventsReturn {
  const last = useKitSelector((state) => state.lastEvent)
  return useMemo(() => eventState(last), [last])
}

export interface UseAppKitThemeReturn {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode: (mode: ThemeMode) => void
  setThemeVariables: (variables: ThemeVariables) => void
}

export function useAppKitTheme(): UseAppKitThemeReturn {
  const kit = useAppKitInstance()
  const themeMode = useCoreSelector((snap): ThemeMode => snap?.theme.themeMode ?? 'system')
  const themeVariables = useKitSelector((state) => state.themeVariables)
  return useMemo(
    () => ({
      themeMode,
      themeVariables,
      setThemeMode: (mode: ThemeMode) => kit?.setThemeMode(mode),
      setThemeVariables: (vars: ThemeVariables) => kit?.setThemeVariables(vars),
    }),
    [kit, themeMode, themeVariables],
  )
}

export interface UseWalletInfoReturn {
  walletInfo: ConnectedWalletInfo | undefined
}

export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturn {
  const { info, authName } = useCoreSelector((snap) => {
    const { record } = namespaceRecord(snap, namespace)
    const info = record?.accountState.connectedWalletInfo
    const current = record?.connections.find((c) => c.connectorId === record.currentConnectorId)
    return { info, authName: info?.type === 'auth' ? current?.name : undefined }
  }, walletInfoEqual)
  // An embedded wallet signed in with a social provider says which (§3 connected wallet info `social`).
  return useMemo(
    () => ({ walletInfo: info && authName && authName !== 'email' ? { ...info, social: authName } : info }),
    [info, authName],
  )
}

const walletInfoEqual = (a: { info: unknown; authName: unknown }, b: { info: unknown; authName: unknown }) =>
  a.info === b.info && a.authName === b.authName

export interface BalanceResult {
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

export interface UseAppKitBalanceReturn {
  fetchBalance: () => Promise<BalanceResult>
}

/** Reads the state only when fetchBalance is called, so it never re-renders on a state change. */
export function useAppKitBalance(): UseAppKitBalanceReturn {
  const kit = useAppKitInstance()
  const fetchBalance = useCallback(async (): Promise<BalanceResult> => {
    const ns = kit?.core.state.chain.activeChain
    const account = ns ? kit?.core.state.chain.chains[ns]?.accountState : undefined
    if (!kit || !ns || !account?.address) {
      return { data: undefined, error: 'No account connected', isSuccess: false, isError: true }
    }
    // core turns a failed fetch into 0.00 of the network's symbol (§8) instead of throwing.
    await kit.core.fetchBalance(ns)
    const balance = account.balance ?? '0.00'
    const symbol = account.balanceSymbol ?? kit.core.state.chain.activeCaipNetwork?.nativeCurrency.symbol ?? ''
    return { data: { balance, symbol }, error: null, isSuccess: true, isError: false }
  }, [kit])
  return useMemo(() => ({ fetchBalance }), [fetchBalance])
}

export interface AppKitConnection {
  connectorId: string
  accounts: { address: string }[]
  caipNetworkId: CaipNetworkId
  /** The wallet's name (the auth method's for an embedded wallet). */
  name?: string
  /** The wallet's logo, as its connector has it. */
  icon?: string
}

/** Connections of a namespace: all of them with multi-wallet, otherwise the current one (§6). */
export interface UseAppKitConnectionsReturn {
  connections: AppKitConnection[]
  /** Connections of the namespace the user ended, newest first, kept across reloads; live ones are left out. */
  recentConnections: AppKitConnection[]
}

export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturn {
  const { ns, list, currentConnectorId, multiWallet, connectors } = useCoreSelector((snap) => {
    const { ns, record } = namespaceRecord(snap, namespace)
    return {
      ns,
      list: record?.connections,
      currentConnectorId: record?.currentConnectorId,
      multiWallet: snap?.features.multiWallet ?? false,
      connectors: ns ? snap?.connectors[ns] : undefined,
    }
  }, shallowEqual)
  const recent = useKitSelector((state) => state.recentConnections)
  return useMemo(() => {
    const all = list ?? []
    const shown = multiWallet ? all : all.filter((c) => c.connectorId === currentConnectorId)
    const connections: AppKitConnection[] = shown.map((c) => {
      const connector = connectors?.find((k) => k.id === c.connectorId)
      const name = c.name ?? connector?.name
      return {
        connectorId: c.connectorId,
        accounts: c.accounts.map((a) => ({ address: a.address })),
        caipNetworkId: c.caipNetworkId,
        ...(name ? { name } : {}),
        ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
      }
    })
    const liveIds = new Set(all.map((c) => c.connectorId))
    const recentConnections: AppKitConnection[] = recent
      .filter((c) => c.namespace === ns && !liveIds.has(c.connectorId))
      .map(({ namespace: _namespace, ...c }) => c)
    return { connections, recentConnections }
  }, [ns, list, currentConnectorId, multiWallet, connectors, recent])
}
