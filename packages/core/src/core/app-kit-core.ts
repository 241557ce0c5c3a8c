import type { AlertKey, CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { Snapshot } from 'valtio/vanilla'
import type { Capability, CapabilityArgs, CapabilityReturnType } from '../adapter/capabilities'
import type { ChainAdapter } from '../adapter/contract'
import type { AppKitEvent, EventName } from '../events/events'
import type { RemoteFeature } from '../features/features'
import type { OpenRequest } from '../modal/open-rules'
import type { ConnectMethod, ResolvedOptions } from '../options/options'
import type { Router } from '../router/router'
import type { SIWXConfig } from '../siwx/contract'
import type { StoredConnection } from '../state/types'
import type { PorticoStorage } from '../storage/storage'
import type { ThemeMode, ThemeVariables } from '../theme/theme'
import type { TransactionFetcher } from '../transactions/transactions'
import type { CoreEvents } from './context'
import type { CoreState } from './state'

// The public shape of one core, declared rather than inferred from createAppKitCore, so an internal helper added
// there does not become API by accident.

export type SwitchNetworkResult = 'switched' | 'confirming'

/** The §5 alert banner. */
export interface CoreAlerts {
  /** Shows the catalogue alert `key`, its `{placeholders}` filled from `params`. */
  show(key: AlertKey, params?: Record<string, string>): void
  /** Shows it only the first time in this core's life; false when it was shown before. */
  showOnce(key: AlertKey, params?: Record<string, string>): boolean
  close(): void
}

/** The toast at the bottom of the modal. */
export interface CoreSnackbar {
  showSuccess(message: string): void
  showError(message: string): void
  showLoading(message: string): void
  showInfo(message: string): void
  hide(): void
}

/** The §6 analytics events. */
export interface CoreAnalytics {
  /** Every event (when analytics are enabled), for the host app and an analytics sink. */
  subscribe(listener: (event: AppKitEvent) => void): () => void
  send(event: EventName, properties?: Record<string, unknown>): void
  /** Reports an error as INTERNAL_SDK_ERROR unless the rate limit is reached; false when it was dropped. */
  reportError(error: unknown): boolean
}

export interface CoreTheme {
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

/** The Activity list of the active account. */
export interface CoreTransactions {
  /** Loads the next page (or the first one after `reset`). */
  fetch(accountAddress: string | undefined, caipNetworkId?: string): Promise<void>
  reset(): void
}

/** The modal's open, loading and shake flags. */
export interface CoreModal {
  setOpen(open: boolean): void
  setLoading(loading: boolean): void
  /** Shakes the dialog for SHAKE_MS (a blocked dismiss). */
  shake(): void
}

/** One independent core: its state, the flows that change it, and the parts the modal drives. */
export interface AppKitCore {
  /** Everything this core knows, one valtio proxy; read it through `getSnapshot` in a UI. */
  readonly state: CoreState
  /** The options with §9 defaults applied. */
  readonly options: ResolvedOptions
  readonly storage: PorticoStorage
  readonly router: Router
  readonly alerts: CoreAlerts
  readonly snackbar: CoreSnackbar
  readonly events: CoreAnalytics
  readonly theme: CoreTheme
  readonly transactions: CoreTransactions
  readonly modal: CoreModal

  /** For useSyncExternalStore: called after any change of `state`. */
  subscribe(listener: () => void): () => void
  /** For useSyncExternalStore: an immutable snapshot, the same object until something changes. */
  getSnapshot(): Snapshot<CoreState>
  /** `connect` and `disconnect` (the last connection of a namespace lost). */
  on<K extends keyof CoreEvents>(event: K, listener: (payload: CoreEvents[K]) => void): () => void

  getAdapter(namespace: ChainNamespace): ChainAdapter | undefined
  /** Whether the namespace's adapter offers the capability; a view asks before offering the action. */
  supports(namespace: ChainNamespace, capability: Capability): boolean
  /** Signs with the active account of the namespace; a refusal is SIGNATURE_DECLINED. */
  signMessage(params: { namespace: ChainNamespace; message: string }): Promise<string>
  /** Native balance of the namespace's account into its account state (0.00 on testnets and failures). */
  fetchBalance(namespace: ChainNamespace): Promise<void>
  /** An optional capability of the namespace's adapter, typed per namespace and capability (CapabilityMap). */
  request<N extends ChainNamespace, C extends Capability>(
    namespace: N,
    capability: C,
    ...params: CapabilityArgs<C, N>
  ): Promise<CapabilityReturnType<C, N>>

  /** §4 start-up: restores stored connections. */
  initialize(): Promise<void>
  /** Connects a wallet; resolves once a sign-in check (SIWX) for the new account has run. */
  connect(params: { namespace: ChainNamespace; connectorId: string }): Promise<StoredConnection>
  /** §4 full disconnect of one namespace (or all); closes the modal unless `closeModal: false`. */
  disconnect(params?: { namespace?: ChainNamespace; closeModal?: boolean }): Promise<void>
  /** Chooses another account of the current connection. */
  switchAccount(params: { namespace: ChainNamespace; address: string }): void
  /** Makes another connection current (multi-wallet); undefined when the feature is off. */
  switchConnection(params: {
    namespace: ChainNamespace
    connectorId: string
    address?: string
  }): Promise<StoredConnection | undefined>
  /** §6: all connections with multi-wallet, otherwise only the current one. */
  getConnections(namespace: ChainNamespace): StoredConnection[]
  /** A multi-wallet call: without the feature, an info alert and an empty list. */
  getAllConnections(namespace: ChainNamespace): StoredConnection[]

  /** §4 active network change; 'confirming' when the SwitchNetwork view must confirm first. */
  switchNetwork(caipNetwork: CaipNetwork, params?: { ignoreConfirmation?: boolean }): Promise<SwitchNetworkResult>
  /** §4: the wallet is on a network the app did not request and may not stay on. */
  shouldShowUnsupportedChain(namespace: ChainNamespace): boolean
  addNetwork(namespace: ChainNamespace, network: CaipNetwork): void
  removeNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): void

  /** §2 opening rules. */
  open(request?: OpenRequest): void
  /** §2 closing: back to Connect (embedded: Account while connected). Waits for a running sign-in check. */
  close(): void
  /** The Connect view's method order. */
  connectMethodOrder(): ConnectMethod[]

  isEmbeddedLoginEnabled(): boolean
  /** §4 ApproveTransaction: the user's answer to the unsafe request it shows (approved, or rejected). */
  settleApproval(approved: boolean): void
  /** §6: applies the remote project configuration (undefined: it could not be fetched, local settings apply). */
  setRemoteFeatures(remote: RemoteFeature[] | undefined): void

  /** §5 SIWX preconditions, one error each. */
  assertSiwxReady(): void
  /** The SIWX config in use (the `siwx` option or the mapped legacy `siweConfig`), if any. */
  getSIWX(): SIWXConfig | undefined
  /** §4 SIWXSignMessage: signs in with the active account; false (and the view shows the error) on failure. */
  siwxSignIn(): Promise<boolean>
  /** §4 SIWXSignMessage cancel. */
  siwxCancel(): Promise<void>

  /** Where the Activity list loads its pages from (the blockchain API client of the modal). */
  setTransactionFetcher(fetcher: TransactionFetcher | undefined): void
  /** Loads the next Activity page of the active account on the active network. */
  fetchTransactions(): Promise<void>
  /** The send form's amount, as typed (normalized). */
  setSendAmount(value: string): void

  /** Stops listening to adapters and clears timers; the state stays readable. */
  destroy(): void
}
