import type { CaipAddress, ChainNamespace } from '@portico/common'
import type { ChainAdapter } from '../adapter/contract'
import type { Emitter } from '../adapter/emitter'
import type { createAlerts } from '../alerts/alerts'
import type { createEvents } from '../events/events'
import type { createModal } from '../modal/modal'
import type { AppKitOptions, ResolvedOptions } from '../options/options'
import type { Router } from '../router/router'
import type { PorticoStorage, Warn } from '../storage/storage'
import type { createTransactions } from '../transactions/transactions'
import type { Persistence } from './persist'
import type { CoreState } from './state'

export interface CoreEvents {
  /** The last connection of a namespace was lost (§4). */
  disconnect: { namespace: ChainNamespace }
  connect: { namespace: ChainNamespace; connectorId: string; caipAddress: CaipAddress }
}

/** What one core instance is made of; built once by createAppKitCore and handed to each of its flows. */
export interface CoreContext {
  options: AppKitOptions
  opts: ResolvedOptions
  warn: Warn
  state: CoreState
  /** Every namespace that has a record: from adapters and from configured networks. */
  namespaces: ChainNamespace[]
  adapters: Map<ChainNamespace, ChainAdapter>
  storage: PorticoStorage
  /** Saves the persisted slice whenever it changes; start-up tells it when a stored connection has settled. */
  persistence: Persistence
  emitter: Emitter<CoreEvents>
  router: Router
  modal: ReturnType<typeof createModal>
  alerts: ReturnType<typeof createAlerts>
  events: ReturnType<typeof createEvents>
  transactions: ReturnType<typeof createTransactions>
}
