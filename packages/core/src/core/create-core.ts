import { type ChainNamespace, toSendValue } from '@portico/common'
import { snapshot, subscribe } from 'valtio/vanilla'
import type { ChainAdapter } from '../adapter/contract'
import { createEmitter } from '../adapter/emitter'
import { createAlerts, createSnackbar } from '../alerts/alerts'
import { createAuthHost } from '../auth/auth-host'
import { createEvents } from '../events/events'
import { isEmbeddedLoginEnabled, type RemoteFeature, resolveFeatures } from '../features/features'
import { createModal } from '../modal/modal'
import { type AppKitOptions, resolveOptions } from '../options/options'
import { createRouter } from '../router/router'
import { createSiwxHost } from '../siwx/host'
import { localStorageBackend } from '../storage/backends'
import { createStorage } from '../storage/storage'
import { createTheme } from '../theme/theme'
import { createTransactions, type TransactionFetcher } from '../transactions/transactions'
import { listenToAdapters } from './adapter-events'
import type { AppKitCore } from './app-kit-core'
import { createCalls } from './calls'
import { createConnectionFlow } from './connection-flow'
import type { CoreContext, CoreEvents } from './context'
import { createCoreState } from './initial-state'
import { createModalFlow } from './modal-flow'
import { createNetworkFlow } from './network-flow'
import { followOtherTabs } from './other-tabs'
import { persistState } from './persist'
import { createRecords } from './records'
import { assertSiwxReady, resolveSiwx } from './siwx'
import { validateOptions } from './validate-options'

export type { AppKitCore, SwitchNetworkResult } from './app-kit-core'
export type { CoreEvents } from './context'

/**
 * Creates one independent core: its own state, storage view, adapters and timers. Nothing is shared between two
 * cores except the storage backend you pass to both (that is how a "reload" is modelled in tests).
 */
export function createAppKitCore(options: AppKitOptions): AppKitCore {
  validateOptions(options)
  const opts = resolveOptions(options)
  const warn = options.warn ?? ((m: string) => console.warn(m))
  const now = options.now ?? Date.now
  const storage = createStorage(options.storage ?? localStorageBackend(), warn)
  const adapters = new Map<ChainNamespace, ChainAdapter>(options.adapters.map((a) => [a.namespace, a]))
  const emitter = createEmitter<CoreEvents>()
  let transactionFetcher: TransactionFetcher | undefined

  const { state, namespaces } = createCoreState(options, opts, storage, adapters)
  const persistence = persistState(state, storage, namespaces)
  const modal = createModal(state.modal)
  const router = createRouter(state.router)
  const alerts = createAlerts(state.alert)
  const snackbar = createSnackbar(state.snackbar)
  const events = createEvents(state.events, now, () => opts.enableAnalytics)
  const theme = createTheme(state.theme)
  const transactions = createTransactions(state.transactions, () => transactionFetcher)

  if (!options.projectId) alerts.show('PROJECT_ID_NOT_CONFIGURED')

  const ctx: CoreContext = {
    options,
    opts,
    warn,
    state,
    namespaces,
    adapters,
    storage,
    persistence,
    emitter,
    router,
    modal,
    alerts,
    events,
    transactions,
  }
  const records = createRecords(ctx)
  const network = createNetworkFlow(ctx, records)
  const unsubscribers = listenToAdapters(ctx, records, network.shouldShowUnsupportedChain)
  const modalFlow = createModalFlow(ctx, network.shouldShowUnsupportedChain)
  const connection = createConnectionFlow(ctx, records, modalFlow.close)
  unsubscribers.push(followOtherTabs(ctx, (namespace) => connection.disconnect({ namespace })))
  const siwx = createSiwxHost(ctx, records, resolveSiwx(ctx), {
    close: modalFlow.close,
    disconnect: connection.disconnect,
    switchNetwork: network.switchNetwork,
  })
  // A close asked for while a sign-in check runs waits for it (see guardClose).
  const close = siwx.guardClose(modalFlow.close)
  const authHost = createAuthHost({
    modal: state.modal,
    open: modalFlow.open,
    close,
    router,
    stack: state.router.transactionStack,
    showError: snackbar.showError,
    log: opts.enableAuthLogger,
  })
  for (const adapter of adapters.values()) adapter.setAuthHost?.(authHost)

  return {
    state,
    options: opts,
    storage,
    router,
    alerts,
    snackbar,
    events,
    theme,
    transactions,
    modal,

    /** For useSyncExternalStore: called after any change of `state`. */
    subscribe(listener: () => void): () => void {
      return subscribe(state, () => listener())
    },
    /** For useSyncExternalStore: an immutable snapshot, the same object until something changes. */
    getSnapshot() {
      return snapshot(state)
    },
    on: emitter.on,

    ...createCalls(ctx, records),
    ...connection,
    ...network,
    ...modalFlow,
    close,
    async connect(params) {
      const result = await connection.connect(params)
      await siwx.afterConnect()
      return result
    },

    isEmbeddedLoginEnabled: () => isEmbeddedLoginEnabled(state.features),
    settleApproval: authHost.settle,

    /** §6: apply the remote project configuration (undefined = could not be fetched, local settings apply). */
    setRemoteFeatures(remote: RemoteFeature[] | undefined): void {
      const { features, notice } = resolveFeatures(options.features, remote, opts.basic)
      if (notice) warn(notice)
      state.features = features
    },

    /** Sign-in needs SIWX on, an active address and network, and a SIWX client; each gap has its own error (§5). */
    assertSiwxReady: (): void => assertSiwxReady(ctx),
    /** The SIWX config in use (the `siwx` option or the mapped legacy `siweConfig`), if any. */
    getSIWX: siwx.getSIWX,
    /** §4 SIWXSignMessage: sign in with the active account; false (and the view shows the error) on failure. */
    siwxSignIn: siwx.signIn,
    /** §4 SIWXSignMessage cancel (CLICK_CANCEL_SIWX). */
    siwxCancel: siwx.cancel,

    setTransactionFetcher(fetcher: TransactionFetcher | undefined) {
      transactionFetcher = fetcher
    },
    fetchTransactions(): Promise<void> {
      return transactions.fetch(
        state.chain.activeCaipAddress?.split(':')[2],
        state.chain.activeCaipNetwork?.caipNetworkId,
      )
    },

    setSendAmount(value: string) {
      state.send.amount = toSendValue(value)
    },

    /** Stops listening to adapters and clears timers; the state stays readable. */
    destroy(): void {
      for (const off of unsubscribers.splice(0)) off()
      persistence.stop()
      siwx.dispose()
      modal.dispose()
      events.dispose()
      emitter.clear()
    },
  }
}
