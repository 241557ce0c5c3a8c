import type { AdapterConnection, AdapterEvents, Emitter } from '@portico/core'
import type { Config, Connection } from '@wagmi/core'
import { evmNetworkId } from '../networks/chains'
import { settledConnections } from './live-connections'
import { hasUsableChain } from './unusable-connections'

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
 * wagmi's state is the EVM wallet state. This turns each settled change of wagmi's connections into core's adapter
 * events, in that one direction only. `last` is the previous wagmi snapshot it compares against (wagmi's own
 * objects, not a copy); changes while wagmi is connecting or reconnecting are mirrored once it settles.
 */
export function mirrorConnections(config: Config, emitter: Emitter<AdapterEvents>): () => void {
  const namespace = 'eip155' as const
  let last: readonly Connection[] = settledConnections(config.state) ?? []
  let lastStatus = config.state.status
  return config.subscribe(
    (state) => state,
    (state) => {
      // wagmi's own status, too: its reconnect on mount says 'connecting' before any connection exists.
      if (state.status !== lastStatus) {
        lastStatus = state.status
        if (state.status === 'connecting' || state.status === 'reconnecting') {
          emitter.emit('statusChanged', { namespace, status: 'connecting' })
        } else if (state.status === 'disconnected') {
          emitter.emit('statusChanged', { namespace, status: 'disconnected' })
        }
      }
      // A connection on no chain (a non-hex eth_chainId) is not mirrored: it is being dropped (unusable-connections).
      const next = settledConnections(state)?.filter(hasUsableChain)
      if (!next) return
      const prev = last
      last = next
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
  )
}
