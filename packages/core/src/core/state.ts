import type { ChainNamespace } from '@portico/common'
import type { AlertState, SnackbarState } from '../alerts/alerts'
import type { Connector } from '../connectors/types'
import type { EventsState } from '../events/events'
import type { FeatureFlags } from '../features/features'
import type { ModalState } from '../modal/modal'
import type { RouterState } from '../router/router'
import type { SiwxState } from '../siwx/state'
import type { ChainState, TokenBalance } from '../state/types'
import type { ThemeState } from '../theme/theme'
import type { TransactionsState } from '../transactions/transactions'

/** The send form; reset on every active-network change (§4). */
export interface SendState {
  /** §5: a decimal string; what is not a number is '0'. */
  amount: string
  /** The token picked from the Tokens data (its `address` undefined for the native coin); none picked yet: undefined. */
  token: TokenBalance | undefined
  /** The recipient as typed: an address or a name. */
  receiver: string | undefined
}

/** Everything one core instance knows, in one valtio proxy so a binding can take one snapshot. */
export interface CoreState {
  chain: ChainState
  connectors: Partial<Record<ChainNamespace, Connector[]>>
  modal: ModalState
  router: RouterState
  alert: AlertState
  snackbar: SnackbarState
  events: EventsState
  transactions: TransactionsState
  theme: ThemeState
  features: FeatureFlags
  send: SendState
  siwx: SiwxState
}

/** An empty send form: the start state, and what every reset returns to. */
export function emptySend(): SendState {
  return { amount: '0', token: undefined, receiver: undefined }
}
