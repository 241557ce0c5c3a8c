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
import type { ThemeVariables } from '../appkit/options'
import { type CoreSnapshot, useCoreSnapshot, useKitState } from './useSnapshot'

// Hooks with Reown AppKit's names and return shapes. Every one works before createAppKit and on a server: it then
// answers "disconnected" and its actions do nothing.

function namespaceRecord(snap: CoreSnapshot | undefined, namespace?: ChainNamespace) {
  const ns = namespace ?? snap?.chain.activeChain
  return { ns, record: ns ? snap?.chain.chains[ns] : undefined }
}

export function useAppKit() {
  const { kit } = useCoreSnapshot()
  const open = useCallback(<V extends View>(options?: OpenOptions<V>) => kit?.open(options) ?? Promise.resolve(), [kit])
  const close = useCallback(() => kit?.close() ?? Promise.resolve(), [kit])
  return { open, close }
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
  const { snap } = useCoreSnapshot()
  const { ns, record } = namespaceRecord(snap, options.namespace)
  return useMemo(() => {
    const account = record?.accountState
    const current = record?.connections.find((c) => c.connectorId === record.currentConnectorId)
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
            authProvider: account.socialProvider ?? 'email',
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
  }, [ns, record])
}

export interface UseAppKitNetworkReturn {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  switchNetwork: (network: CaipNetwork) => Promise<void>
}

export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const { kit, snap } = useCoreSnapshot()
  const caipNetwork = snap?.chain.activeCaipNetwork as CaipNetwork | undefined
  const switchNetwork = useCallback((network: CaipNetwork) => kit?.switchNetwork(network) ?? Promise.resolve(), [kit])
  return { caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id, switchNetwork }
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

/** The connected wallet's provider object for a namespace (whatever its adapter exposes, e.g. EIP-1193). */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace) {
  const { snap } = useCoreSnapshot()
  const record = snap?.chain.chains[namespace]
  const connector = record?.currentConnectorId
    ? snap?.connectors[namespace]?.find((c) => c.id === record.currentConnectorId)
    : undefined
  return {
    walletProvider: connector?.provider as T | undefined,
    walletProviderType: connector ? PROVIDER_TYPES[connector.type] : undefined,
  }
}

export function useDisconnect() {
  const { kit } = useCoreSnapshot()
  const disconnect = useCallback(
    (options: { namespace?: ChainNamespace } = {}) => kit?.disconnect(options.namespace) ?? Promise.resolve(),
    [kit],
  )
  return { disconnect }
}

export function useAppKitState() {
  const { kit, snap } = useCoreSnapshot()
  const { initialized } = useKitState(kit)
  return {
    initialized,
    loading: snap?.modal.loading ?? false,
    open: snap?.modal.open ?? false,
    selectedNetworkId: snap?.chain.activeCaipNetwork?.caipNetworkId,
    activeChain: snap?.chain.activeChain,
  }
}

export interface AppKitEventData {
  type: 'track'
  event: string
  properties?: Record<string, unknown>
}

/** The latest event (§7 analytics events); undefined until one happened. */
export function useAppKitEvents(): { timestamp: number | undefined; data: AppKitEventData | undefined } {
  const { snap } = useCoreSnapshot()
  const last = snap?.events.last
  return useMemo(
    () => ({
      timestamp: last?.timestamp,
      data: last
        ? { type: 'track', event: last.event, ...(last.properties ? { properties: { ...last.properties } } : {}) }
        : undefined,
    }),
    [last],
  )
}

export function useAppKitTheme() {
  const { kit, snap } = useCoreSnapshot()
  const { themeVariables } = useKitState(kit)
  const setThemeMode = useCallback((mode: ThemeMode) => kit?.setThemeMode(mode), [kit])
  const setThemeVariables = useCallback((vars: ThemeVariables) => kit?.setThemeVariables(vars), [kit])
  return { themeMode: snap?.theme.themeMode ?? 'system', themeVariables, setThemeMode, setThemeVariables }
}

export function useWalletInfo(namespace?: ChainNamespace): { walletInfo: ConnectedWalletInfo | undefined } {
  const { snap } = useCoreSnapshot()
  return { walletInfo: namespaceRecord(snap, namespace).record?.accountState.connectedWalletInfo }
}

export interface BalanceResult {
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

export function useAppKitBalance() {
  const { kit } = useCoreSnapshot()
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
  return { fetchBalance }
}

export interface AppKitConnection {
  connectorId: string
  accounts: { address: string }[]
  caipNetworkId: CaipNetworkId
  name?: string
}

/** Connections of a namespace: all of them with multi-wallet, otherwise the current one (§6). */
export function useAppKitConnections(namespace?: ChainNamespace) {
  const { snap } = useCoreSnapshot()
  const { record } = namespaceRecord(snap, namespace)
  const multiWallet = snap?.features.multiWallet ?? false
  const connections = useMemo<AppKitConnection[]>(() => {
    const list = record?.connections ?? []
    const shown = multiWallet ? list : list.filter((c) => c.connectorId === record?.currentConnectorId)
    return shown.map((c) => ({
      connectorId: c.connectorId,
      accounts: c.accounts.map((a) => ({ address: a.address })),
      caipNetworkId: c.caipNetworkId,
      ...(c.name ? { name: c.name } : {}),
    }))
  }, [record, multiWallet])
  return { connections }
}
