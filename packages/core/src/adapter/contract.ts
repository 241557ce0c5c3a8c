import type { AlertKey, CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { AuthHost } from '../auth/contract'
import type { Connector } from '../connectors/types'
import type { Capability, CapabilityRequest, CapabilityReturnType } from './capabilities'

// The contract every chain adapter implements (ARCHITECTURE.md "The adapter contract"). Every call names its
// namespace, so an adapter never depends on a hidden "active chain".

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export interface AdapterAccount {
  address: string
  type?: AccountType
  publicKey?: string
  path?: string
}

export interface AdapterConnection {
  connectorId: string
  accounts: AdapterAccount[]
  caipNetworkId: CaipNetworkId
  /** Display name of the auth method for embedded wallets ("email", "google"…). */
  name?: string
}

export interface NamespaceParams {
  namespace: ChainNamespace
}

export interface ConnectParams extends NamespaceParams {
  connectorId: string
  caipNetwork?: CaipNetwork
}

export interface DisconnectParams extends NamespaceParams {
  connectorId?: string
}

export interface SwitchNetworkParams extends NamespaceParams {
  caipNetwork: CaipNetwork
  connectorId?: string
}

export interface SignMessageParams extends NamespaceParams {
  message: string
  address: string
  connectorId?: string
}

export interface BalanceParams extends NamespaceParams {
  address: string
  caipNetwork: CaipNetwork
}

export interface Balance {
  balance: string
  symbol: string
}

export interface AdapterEvents {
  accountsChanged: { namespace: ChainNamespace; connectorId: string; accounts: AdapterAccount[] }
  chainChanged: { namespace: ChainNamespace; connectorId: string; caipNetworkId: CaipNetworkId }
  connectionsChanged: { namespace: ChainNamespace; connections: AdapterConnection[] }
  connectorsChanged: { namespace: ChainNamespace; connectors: Connector[] }
  disconnect: { namespace: ChainNamespace; connectorId: string }
  /**
   * The wallet library began (`connecting`) or gave up (`disconnected`) making or restoring a connection on its own,
   * e.g. wagmi's reconnect when the app mounts. Lets core's status follow the library's while nothing is connected,
   * so the app's own hooks for that library never disagree with Portico's. Optional for adapters to emit.
   */
  statusChanged: { namespace: ChainNamespace; status: 'connecting' | 'disconnected' }
  /**
   * A §8 alert the wallet library's error calls for (e.g. a WalletConnect relay refusing the project id). Core shows
   * each key once. Optional for adapters to emit.
   */
  alert: { namespace: ChainNamespace; key: AlertKey }
}

export type AdapterEventName = keyof AdapterEvents

/** The Portico service (apps/api) an app configured through the binding: createAppKit's apiUrl and projectId. */
export interface ServiceConfig {
  apiUrl: string
  projectId: string
}

/**
 * A chain adapter; `N` narrows the namespace and with it the capabilities' parameter and answer types. The
 * capabilities are optional: `supports(adapter, capability)` says whether one is there.
 */
export interface ChainAdapter<N extends ChainNamespace = ChainNamespace> {
  readonly namespace: N
  /**
   * Optional. The binding hands the app's service to each adapter before start-up, so an adapter can send its RPC
   * through the service's blockchain API for the networks it serves (§7). An adapter keeps its own explicit settings.
   */
  configureService?(service: ServiceConfig): void
  connect(params: ConnectParams): Promise<AdapterConnection>
  disconnect(params: DisconnectParams): Promise<void>
  /** Restores a stored connection without prompting; resolves undefined when the wallet no longer has it. */
  reconnect(params: ConnectParams): Promise<AdapterConnection | undefined>
  getAccounts(params: NamespaceParams & { connectorId: string }): Promise<AdapterAccount[]>
  switchNetwork(params: SwitchNetworkParams): Promise<void>
  signMessage(params: SignMessageParams): Promise<string>
  getBalance(params: BalanceParams): Promise<Balance>
  syncConnectors(params: NamespaceParams): Promise<Connector[]>
  /**
   * Optional full address check (e.g. EIP-55, SS58 checksum). Core always checks the shape; an adapter can pass
   * `isAddress` from '@portico/common/address' or its chain library here.
   */
  isAddress?(address: string): boolean
  /** Optional, for an auth (embedded wallet) adapter: core hands it the modal's approval and unknown-method rules. */
  setAuthHost?(host: AuthHost): void
  on<K extends AdapterEventName>(event: K, listener: (payload: AdapterEvents[K]) => void): () => void

  // Optional capabilities, declared as methods (not a mapped type) so an adapter of one namespace is also a
  // ChainAdapter of any namespace.
  sendTransaction?(params: CapabilityRequest<'sendTransaction', N>): Promise<CapabilityReturnType<'sendTransaction', N>>
  writeContract?(params: CapabilityRequest<'writeContract', N>): Promise<CapabilityReturnType<'writeContract', N>>
  estimateGas?(params: CapabilityRequest<'estimateGas', N>): Promise<CapabilityReturnType<'estimateGas', N>>
  signTransaction?(params: CapabilityRequest<'signTransaction', N>): Promise<CapabilityReturnType<'signTransaction', N>>
  getCapabilities?(params: CapabilityRequest<'getCapabilities', N>): Promise<CapabilityReturnType<'getCapabilities', N>>
  sendCalls?(params: CapabilityRequest<'sendCalls', N>): Promise<CapabilityReturnType<'sendCalls', N>>
  walletGetAssets?(params: CapabilityRequest<'walletGetAssets', N>): Promise<CapabilityReturnType<'walletGetAssets', N>>
  grantPermissions?(
    params: CapabilityRequest<'grantPermissions', N>,
  ): Promise<CapabilityReturnType<'grantPermissions', N>>
  getTokenBalances?(
    params: CapabilityRequest<'getTokenBalances', N>,
  ): Promise<CapabilityReturnType<'getTokenBalances', N>>
}

export const REQUIRED_ADAPTER_METHODS = [
  'connect',
  'disconnect',
  'reconnect',
  'getAccounts',
  'switchNetwork',
  'signMessage',
  'getBalance',
  'syncConnectors',
  'on',
] as const

export function supports(adapter: ChainAdapter | undefined, capability: Capability): boolean {
  return typeof adapter?.[capability] === 'function'
}

export function missingAdapterMethods(adapter: Partial<ChainAdapter>): string[] {
  return REQUIRED_ADAPTER_METHODS.filter((m) => typeof adapter[m] !== 'function')
}
