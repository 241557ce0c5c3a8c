import type { ChainNamespace } from '@portico/common'
import type { AppKitCore, EventName } from '@portico/core'

/**
 * AppKit's event names for what Portico does: core's §7 analytics events (the same names as AppKit's) and those this
 * binding reads off state changes, which core does not send as analytics (the modal opening and closing, a wallet
 * chosen, the network list shown, a connection that succeeded or failed).
 */
export type AppKitEventName =
  | EventName
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CLICK_NETWORKS'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'

export interface AppKitEventRecord {
  event: AppKitEventName
  timestamp: number
  properties?: Record<string, unknown>
}

type Snapshot = ReturnType<AppKitCore['getSnapshot']>

interface Seen {
  open: boolean
  view: string
  data: unknown
  coreEvent: Snapshot['events']['last']
  namespaces: Partial<Record<ChainNamespace, { status: string; caipAddress?: string; connectorId?: string }>>
}

function observe(snap: Snapshot): Seen {
  const namespaces: Seen['namespaces'] = {}
  for (const [ns, record] of Object.entries(snap.chain.chains)) {
    if (!record) continue
    const { status, caipAddress } = record.accountState
    namespaces[ns as ChainNamespace] = { status, caipAddress, connectorId: record.currentConnectorId }
  }
  return {
    open: snap.modal.open,
    view: snap.router.view,
    data: snap.router.data,
    coreEvent: snap.events.last,
    namespaces,
  }
}

const nameOf = (data: unknown): string | undefined => {
  const value = data as { name?: unknown; wallet?: { name?: unknown } } | undefined
  const name = value?.name ?? value?.wallet?.name
  return typeof name === 'string' ? name : undefined
}

/** The events between two observations of the state, in the order a person would see them happen. */
function between(before: Seen, after: Seen, snap: Snapshot, now: () => number): AppKitEventRecord[] {
  const out: AppKitEventRecord[] = []
  const push = (event: AppKitEventName, properties?: Record<string, unknown>) =>
    out.push({ event, timestamp: now(), ...(properties ? { properties } : {}) })
  const connected = Boolean(snap.chain.activeCaipAddress)
  if (!before.open && after.open) push('MODAL_OPEN', { connected })
  const newRoute = after.open && (before.view !== after.view || before.data !== after.data)
  if (newRoute && (after.view === 'ConnectingExternal' || after.view === 'ConnectingWalletConnect')) {
    const platform = after.view === 'ConnectingExternal' ? 'browser' : 'qrcode'
    push('SELECT_WALLET', { name: nameOf(after.data) ?? 'WalletConnect', platform })
  }
  if (newRoute && after.view === 'SwitchNetwork' && before.view !== 'SwitchNetwork') {
    push('CLICK_NETWORKS')
  }
  for (const [ns, current] of Object.entries(after.namespaces)) {
    const was = before.namespaces[ns as ChainNamespace]
    if (was?.status !== 'connecting' || !current || current.status === 'connecting') continue
    const changed = current.caipAddress !== was.caipAddress || current.connectorId !== was.connectorId
    if (current.caipAddress && changed) {
      const name = snap.chain.chains[ns as ChainNamespace]?.accountState.connectedWalletInfo?.name
      push('CONNECT_SUCCESS', { namespace: ns, name, caipAddress: current.caipAddress })
    } else {
      push('CONNECT_ERROR', { namespace: ns, message: 'The wallet did not connect' })
    }
  }
  if (before.open && !after.open) push('MODAL_CLOSE', { connected })
  const record = after.coreEvent !== before.coreEvent && recordOfCoreEvent(after.coreEvent)
  if (record) out.push(record)
  return out
}

/** Calls `emit` with each event as the core's state changes; returns the unsubscribe. */
export function watchAppKitEvents(
  core: AppKitCore,
  emit: (event: AppKitEventRecord) => void,
  now: () => number = Date.now,
): () => void {
  let seen = observe(core.getSnapshot())
  return core.subscribe(() => {
    const snap = core.getSnapshot()
    const next = observe(snap)
    const events = between(seen, next, snap, now)
    seen = next
    for (const event of events) emit(event)
  })
}

/** Core's latest analytics event as a record, for the kit's first state. */
export function recordOfCoreEvent(last: Snapshot['events']['last']): AppKitEventRecord | undefined {
  if (!last) return undefined
  return {
    event: last.event,
    timestamp: last.timestamp,
    ...(last.properties ? { properties: { ...last.properties } } : {}),
  }
}
