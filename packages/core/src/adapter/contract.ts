import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { Connector } from '../connectors/types'

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
}

export type AdapterEventName = keyof AdapterEvents

/** Optional capabilities; a view asks `supports(capability)` before offering the action. */
export const CAPABILITIES = [
  'sendTransaction',
  'writeContract',
  'estimateGas',
  'signTransaction',
  'getCapabilities',
  'sendCalls',
  'walletGetAssets',
  'grantPermissions',
  /**
   * `{ address, caipNetwork }` → the address's fungible balances on that network as §3 token balances, the native
   * coin first. For chains the blockchain API does not serve (the Tokens tab asks the adapter instead).
   */
  'getTokenBalances',
] as const

export type Capability = (typeof CAPABILITIES)[number]

/** Capability calls are namespace-scoped requests with adapter-specific params and results. */
export type CapabilityCall = (params: NamespaceParams & Record<string, unknown>) => Promise<unknown>

/** The Portico service (apps/api) an app configured through the binding: createAppKit's apiUrl and projectId. */
export interface ServiceConfig {
  apiUrl: string
  projectId: string
}

export interface ChainAdapter extends Partial<Record<Capability, CapabilityCall>> {
  readonly namespace: ChainNamespace
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
  on<K extends AdapterEventName>(event: K, listener: (payload: AdapterEvents[K]) => void): () => void
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
