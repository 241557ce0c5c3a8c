import type { ChainNamespace } from '@portico/common'
import type { AppKitCore } from '@portico/core'

/**
 * Disconnects one wallet (by connector id) of a namespace. The last connection of the namespace is a full §4
 * disconnect; one of several is dropped by its adapter, which reports the remaining list to core (the first left
 * becomes current). An id with no connection does nothing.
 */
export async function disconnectConnection(core: AppKitCore, id: string, namespace?: ChainNamespace): Promise<void> {
  const ns = namespace ?? core.state.chain.activeChain
  const record = ns ? core.state.chain.chains[ns] : undefined
  if (!ns || !record?.connections.some((c) => c.connectorId === id)) return
  if (record.connections.length <= 1) return core.disconnect({ namespace: ns })
  await core.getAdapter(ns)?.disconnect({ namespace: ns, connectorId: id })
}
