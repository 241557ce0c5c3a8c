import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { AccountType, AdapterAccount } from '../adapter/contract'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

/** §3 Connection: connector id, accounts, chain id, auth name. */
export interface StoredConnection {
  connectorId: string
  accounts: AdapterAccount[]
  caipNetworkId: CaipNetworkId
  name?: string
}

export interface EmbeddedWalletUser {
  email?: string | null
  address: string
  chainId: string | number
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
}

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  identifier?: string
  social?: string
  type?: string
  [key: string]: unknown
}

export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** §3 Account state, one per namespace. */
export interface AccountState {
  currentTab: number
  tokenBalance: TokenBalance[]
  smartAccountDeployed: boolean
  addressLabels: Record<string, string>
  user: EmbeddedWalletUser | undefined
  preferredAccountType: AccountType | undefined
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  addressExplorerUrl: string | undefined
  connectedWalletInfo: ConnectedWalletInfo | undefined
  socialProvider: string | undefined
  socialWindow: unknown
  farcasterUrl: string | undefined
  status: ConnectionStatus
}

export interface NetworkState {
  caipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
}

/** §3 Chain state per namespace, plus its connections (one source of truth, ARCHITECTURE.md). */
export interface NamespaceState {
  namespace: ChainNamespace
  networkState: NetworkState
  accountState: AccountState
  caipNetworks: CaipNetwork[]
  connections: StoredConnection[]
  currentConnectorId: string | undefined
}

/** §3 Global chain state. */
export interface ChainState {
  chains: Partial<Record<ChainNamespace, NamespaceState>>
  /** The active namespace's account address, derived from its record. */
  readonly activeCaipAddress: CaipAddress | undefined
  activeChain: ChainNamespace | undefined
  /** The active namespace's network, derived from its record. */
  readonly activeCaipNetwork: CaipNetwork | undefined
  noAdapters: boolean
  isSwitchingNamespace: boolean
  lastConnectedSIWECaipNetwork: CaipNetwork | undefined
}
