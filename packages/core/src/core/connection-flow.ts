import { type CaipAddress, type ChainNamespace, isPorticoError, PorticoError } from '@portico/common'
import { ref } from 'valtio/vanilla'
import type { AdapterConnection, ChainAdapter } from '../adapter/contract'
import { offeredConnectors } from '../connectors/discovery'
import { initialAccountState } from '../state/namespace'
import type { NamespaceState, StoredConnection } from '../state/types'
import type { CoreContext } from './context'
import type { Records } from './records'
import { whileRestoring } from './restoring'
import { isConfigured } from './unknown-network'

/**
 * §4/§6 connections: restoring them at start-up, connecting and disconnecting wallets, choosing the current account
 * and connection, and the multi-wallet views of the list. `close` is the modal's, used by a full disconnect.
 */
export function createConnectionFlow(ctx: CoreContext, records: Records, close: () => void) {
  const { state, opts, namespaces, adapters, storage, emitter, alerts, events, persistence } = ctx
  const { ns, adapterFor, setActiveChain, setStatus, showCurrent, upsertConnection, fail } = records

  /** The selected network to ask a wallet for: an unknown one the wallet moved to is not asked for. */
  const requestable = (record: NamespaceState) =>
    isConfigured(record.caipNetworks, record.networkState.caipNetwork) ? record.networkState.caipNetwork : undefined

  /**
   * What a wallet answered, checked. A connection core refuses (an address that is none, a chain id that is not
   * hex) is let go in the wallet library too: otherwise the library keeps it, a reload restores it there but not
   * here, and a retry is answered from the library's state without asking the wallet (issue 15).
   */
  async function accept(
    adapter: ChainAdapter,
    namespace: ChainNamespace,
    connectorId: string,
    answer: AdapterConnection,
  ): Promise<StoredConnection> {
    try {
      return records.checkConnection(namespace, answer)
    } catch (error) {
      const id = typeof answer?.connectorId === 'string' ? answer.connectorId : connectorId
      await adapter.disconnect({ namespace, connectorId: id }).catch(() => undefined)
      throw error
    }
  }

  /** Chooses another account of the current connection. */
  function switchAccount(params: { namespace: ChainNamespace; address: string }): void {
    const current = records.currentConnection(ns(params.namespace))
    const index = current?.accounts.findIndex((a) => a.address.toLowerCase() === params.address.toLowerCase()) ?? -1
    if (!current || index < 0) throw new PorticoError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    current.accounts.unshift(...current.accounts.splice(index, 1))
    showCurrent(params.namespace)
  }

  /** Connects a wallet of one namespace; the new connection becomes current and the namespace active. */
  async function connect(params: { namespace: ChainNamespace; connectorId: string }): Promise<StoredConnection> {
    const { namespace, connectorId } = params
    const adapter = adapterFor(namespace)
    const record = ns(namespace)
    const previous = record.accountState.status
    setStatus(namespace, 'connecting')
    try {
      const connection = await accept(
        adapter,
        namespace,
        connectorId,
        await adapter.connect({ namespace, connectorId, caipNetwork: requestable(record) }),
      )
      upsertConnection(namespace, connection, true)
      setActiveChain(namespace)
      const connector = records.connectorOf(namespace, connectorId)
      storage.addRecentWallet({
        id: connectorId,
        name: connector?.name ?? connectorId,
        ...(connector?.imageUrl ? { imageUrl: connector.imageUrl } : {}),
      })
      emitter.emit('connect', { namespace, connectorId, caipAddress: record.accountState.caipAddress as CaipAddress })
      return connection
    } catch (error) {
      setStatus(namespace, record.connections.length > 0 ? previous : 'disconnected')
      throw isPorticoError(error) ? error : fail(error)
    }
  }

  /**
   * §4 "resets network": what the wallet granted goes (approved ids, all-networks support, smart-account networks).
   * The selected network stays, as the user's choice: it is what a later connect asks the wallet for, what the
   * stored network id restores, and what the modal shows while disconnected.
   */
  function resetNetwork(record: NamespaceState) {
    record.networkState.approvedCaipNetworkIds = []
    record.networkState.supportsAllNetworks = true
    record.networkState.smartAccountEnabledNetworks = []
  }

  /**
   * §4 "resets connected namespace": when the active namespace lost its connection while another namespace still has
   * one, the connected namespace becomes active, so the active account is a real one. With nothing connected the
   * active namespace stays, so the modal keeps showing its network.
   */
  function leaveDisconnectedNamespace() {
    const active = state.chain.activeChain
    if (active && ns(active).connections.length > 0) return
    const connected = namespaces.find((n) => ns(n).connections.length > 0)
    if (connected) setActiveChain(connected)
  }

  return {
    /** §4 start-up: restore stored connections (connecting → connected, or disconnected when the sync fails). */
    async initialize(): Promise<void> {
      events.send('INITIALIZE')
      const saved = storage.get('namespaces') ?? {}
      await Promise.all(
        [...adapters.values()].map(async (adapter) => {
          const namespace = adapter.namespace
          try {
            const connectors = await adapter.syncConnectors({ namespace })
            state.connectors[namespace] = offeredConnectors(connectors, opts).map((c) => ref({ ...c }))
          } catch (error) {
            events.reportError(error)
          }
          const entry = saved[namespace]
          if (!opts.enableReconnect || entry?.status !== 'connected' || !entry.currentConnectorId) {
            // The wallet library may have connected on its own meanwhile (wagmi's reconnect on mount, a Safe app
            // frame) or be trying to: its events settle the status then, so it is not overwritten here.
            const record = ns(namespace)
            if (record.connections.length === 0 && record.accountState.status !== 'connecting') {
              setStatus(namespace, 'disconnected')
            }
            persistence.settled(namespace)
            return
          }
          setStatus(namespace, 'connecting')
          try {
            const connectorId = entry.currentConnectorId
            const restored = await whileRestoring(state, namespace, () =>
              adapter.reconnect({ namespace, connectorId, caipNetwork: requestable(ns(namespace)) }),
            )
            if (!restored) throw new PorticoError('FAILED_TO_CONNECT')
            const fresh = await accept(adapter, namespace, entry.currentConnectorId, restored)
            // Keep the account the user had chosen if the wallet still has it.
            const chosen = entry.connections.find((c) => c.connectorId === fresh.connectorId)?.accounts[0]?.address
            const index = fresh.accounts.findIndex((a) => a.address === chosen)
            if (index > 0) fresh.accounts.unshift(...fresh.accounts.splice(index, 1))
            // The other stored connections, and the restored one as the wallet library may already have mirrored it,
            // in one assignment: state is saved (and seen by other tabs) on every change, so it must never pass
            // through a moment without the restored connection.
            const record = ns(namespace)
            const mirrored = record.connections.filter((c) => c.connectorId === fresh.connectorId)
            record.connections = [...entry.connections.filter((c) => c.connectorId !== fresh.connectorId), ...mirrored]
            upsertConnection(namespace, fresh, true)
          } catch {
            ns(namespace).connections = []
            ns(namespace).currentConnectorId = undefined
            showCurrent(namespace)
            setStatus(namespace, 'disconnected')
          }
          persistence.settled(namespace)
        }),
      )
      for (const namespace of namespaces) persistence.settled(namespace)
    },

    connect,

    /**
     * §4 full disconnect of one namespace (or all): resets account, network, connector id, connected namespace and
     * provider, clears user and wallet info, sets disconnected, emits `disconnect` for every namespace whose last
     * connection goes here, and closes the modal unless `closeModal: false`.
     */
    async disconnect(params: { namespace?: ChainNamespace; closeModal?: boolean } = {}): Promise<void> {
      const targets = params.namespace ? [params.namespace] : namespaces
      const failures: string[] = []
      const lost: ChainNamespace[] = []
      for (const namespace of targets) {
        const adapter = adapters.get(namespace)
        const record = ns(namespace)
        if (adapter && record.connections.length > 0) {
          try {
            // The adapter owns the provider and releases it here (the "provider" of §4's list).
            await adapter.disconnect({ namespace })
          } catch (error) {
            failures.push(`${namespace}: ${error instanceof Error ? error.message : String(error)}`)
          }
        }
        // Checked after the adapter answered: a wallet whose own disconnect event already removed the last
        // connection has emitted `disconnect` through removeConnection, and must not emit it twice.
        if (record.connections.length > 0) lost.push(namespace)
        record.connections = []
        record.currentConnectorId = undefined
        resetNetwork(record)
        Object.assign(record.accountState, initialAccountState(record.accountState.preferredAccountType))
      }
      leaveDisconnectedNamespace()
      records.resetSendAndTransactions()
      for (const namespace of lost) emitter.emit('disconnect', { namespace })
      if (failures.length > 0) {
        throw fail(new PorticoError('DISCONNECT_CHAINS_FAILED', { params: { reason: failures.join('; ') } }))
      }
      events.send('DISCONNECT_SUCCESS')
      if (params.closeModal !== false) close()
    },

    switchAccount,

    /**
     * Makes another connection current. §4: only from status connected or disconnected; §5: switching to another
     * wallet without the multi-wallet feature shows an info alert and does nothing.
     */
    async switchConnection(params: { namespace: ChainNamespace; connectorId: string; address?: string }) {
      const record = ns(params.namespace)
      const status = record.accountState.status
      if (status !== 'connected' && status !== 'disconnected') throw new PorticoError('INVALID_CONNECTION_STATUS')
      if (
        record.currentConnectorId &&
        params.connectorId !== record.currentConnectorId &&
        !state.features.multiWallet
      ) {
        alerts.show('MULTI_WALLET_NOT_ENABLED')
        return undefined
      }
      const existing = record.connections.find((c) => c.connectorId === params.connectorId)
      if (!existing) return connect(params)
      record.currentConnectorId = params.connectorId
      showCurrent(params.namespace)
      if (params.address) switchAccount({ namespace: params.namespace, address: params.address })
      setActiveChain(params.namespace)
      return existing
    },

    /** §6: all connections with multi-wallet; otherwise only the active connector's. */
    getConnections(namespace: ChainNamespace): StoredConnection[] {
      const record = ns(namespace)
      if (state.features.multiWallet) return [...record.connections]
      return record.connections.filter((c) => c.connectorId === record.currentConnectorId)
    },

    /** A multi-wallet call: without the feature, an info alert and an empty result (§5). */
    getAllConnections(namespace: ChainNamespace): StoredConnection[] {
      if (!state.features.multiWallet) {
        alerts.show('MULTI_WALLET_NOT_ENABLED')
        return []
      }
      return [...ns(namespace).connections]
    },
  }
}
