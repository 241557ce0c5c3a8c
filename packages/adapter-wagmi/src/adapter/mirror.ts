import type { AdapterConnection, AdapterEvents, Emitter } from '@portico/core'
import { type Config, type Connection, watchConnections } from '@wagmi/core'
import { evmNetworkId } from '../networks/chains'

export function toAdapterConnection(
  connection: Pick<Connection, 'accounts' | 'chainId' | 'connector'>,
): AdapterConnection {
  return {
    connectorId: connection.connector.id,
    accounts: connection.accounts.map((address) => ({ address, type: 'eoa' as const })),
    caipNetworkId: evmNetworkId(connection.chainId),
  }
}

const sameAccounts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((address, i) => address.toLowerCase() === b[i]?.toLowerCase())

/**
 * wagmi's state is the EVM wallet state. This turns each change of wagmi's connections into core's adapter events,
 * in that one direction only: nothing here keeps state of its own beyond what wagmi hands over as `prev`.
 */
export function mirrorConnections(config: Config, emitter: Emitter<AdapterEvents>): () => void {
  const namespace = 'eip155' as const
  return watchConnections(config, {
    onChange(next, prev) {
      const before = new Map(prev.map((c) => [c.connector.uid, c]))
      const after = new Map(next.map((c) => [c.connector.uid, c]))
      let changed = before.size !== after.size
      for (const [uid, old] of before) {
        if (!after.has(uid)) emitter.emit('disconnect', { namespace, connectorId: old.connector.id })
      }
      for (const [uid, now] of after) {
        const old = before.get(uid)
        if (!old) {
          changed = true
          continue
        }
        const connectorId = now.connector.id
        if (!sameAccounts(old.accounts, now.accounts)) {
          changed = true
          emitter.emit('accountsChanged', { namespace, connectorId, accounts: toAdapterConnection(now).accounts })
        }
        if (old.chainId !== now.chainId) {
          changed = true
          emitter.emit('chainChanged', { namespace, connectorId, caipNetworkId: evmNetworkId(now.chainId) })
        }
      }
      if (changed) emitter.emit('connectionsChanged', { namespace, connections: next.map(toAdapterConnection) })
    },
  })
}
