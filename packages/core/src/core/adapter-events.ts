import { ALERT_VARIANTS, type ChainNamespace, isCaipNetworkId } from '@portico/common'
import { ref } from 'valtio/vanilla'
import { offeredConnectors } from '../connectors/discovery'
import type { StoredConnection } from '../state/types'
import type { CoreContext } from './context'
import type { Records } from './records'
import { isRestoring } from './restoring'

/**
 * Drivers turn wallet events into calls on this store; returns the functions that stop listening. Answers that fail
 * the checks are ignored with a warning, so garbage from a wallet leaves state as it was.
 */
export function listenToAdapters(
  ctx: CoreContext,
  records: Records,
  shouldShowUnsupportedChain: (namespace: ChainNamespace) => boolean,
): (() => void)[] {
  const { state, adapters, warn, router, modal, alerts } = ctx
  const { ns, showCurrent, upsertConnection, removeConnection } = records
  const unsubscribers: (() => void)[] = []
  for (const adapter of adapters.values()) {
    unsubscribers.push(
      adapter.on('accountsChanged', ({ namespace, connectorId, accounts }) => {
        const record = state.chain.chains[namespace]
        const existing = record?.connections.find((c) => c.connectorId === connectorId)
        if (!record || !existing) return
        if (accounts.length === 0) return removeConnection(namespace, connectorId)
        if (!accounts.every((a) => records.validAddress(namespace, a.address)))
          return warn('[portico] ignored invalid accounts')
        existing.accounts = accounts.map((a) => ({ ...a }))
        if (record.currentConnectorId === connectorId) showCurrent(namespace)
      }),
      adapter.on('chainChanged', ({ namespace, connectorId, caipNetworkId }) => {
        const record = state.chain.chains[namespace]
        const existing = record?.connections.find((c) => c.connectorId === connectorId)
        if (!record || !existing || !isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith(`${namespace}:`))
          return
        existing.caipNetworkId = caipNetworkId
        if (record.currentConnectorId !== connectorId) return
        showCurrent(namespace)
        // §4: a wallet that moved to a network the user may not stay on opens the modal on UnsupportedChain.
        if (shouldShowUnsupportedChain(namespace)) {
          router.reset('UnsupportedChain')
          modal.setOpen(true)
        }
      }),
      adapter.on('connectionsChanged', ({ namespace, connections }) => {
        if (!state.chain.chains[namespace]) return
        const valid: StoredConnection[] = []
        for (const c of connections) {
          try {
            valid.push(records.checkConnection(namespace, c))
          } catch {
            warn('[portico] ignored an invalid connection')
          }
        }
        const gone = ns(namespace).connections.filter((c) => !valid.some((v) => v.connectorId === c.connectorId))
        for (const c of valid) upsertConnection(namespace, c, false)
        for (const c of gone) removeConnection(namespace, c.connectorId)
      }),
      adapter.on('connectorsChanged', ({ namespace, connectors }) => {
        // Providers are live objects owned by the adapter: keep them out of the proxy.
        state.connectors[namespace] = offeredConnectors(connectors, ctx.opts).map((c) => ref({ ...c }))
      }),
      adapter.on('disconnect', ({ namespace, connectorId }) => {
        if (state.chain.chains[namespace]) removeConnection(namespace, connectorId)
      }),
      adapter.on('statusChanged', ({ namespace, status }) => {
        const record = state.chain.chains[namespace]
        // A live connection's status is settled by the connection events; this covers the time before one exists.
        if (!record || record.connections.length > 0) return
        const now = record.accountState.status
        if (status === 'connecting' && now === 'disconnected') records.setStatus(namespace, 'connecting')
        // Core's own restore settles the status itself (it may wait for a late-announced wallet).
        if (status === 'disconnected' && now === 'connecting' && !isRestoring(state, namespace))
          records.setStatus(namespace, 'disconnected')
      }),
      // §8: a library error's alert appears once per core, however often the error repeats.
      adapter.on('alert', ({ key }) => {
        if (Object.hasOwn(ALERT_VARIANTS, key)) alerts.showOnce(key)
      }),
    )
  }
  return unsubscribers
}
