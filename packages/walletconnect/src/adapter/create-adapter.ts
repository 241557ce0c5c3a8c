import {
  assertNamespace as assertIn,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  PorticoError,
} from '@portico/common'
import {
  type AdapterConnection,
  type AdapterEvents,
  type ChainAdapter,
  type Connector,
  createEmitter,
} from '@portico/core'
import type { WalletConnectClient } from '../client/create-client'
import { accountsOn } from '../client/namespaces'
import type { SessionSummary } from '../client/types'
import { signatureOf, signMessageRequest } from './sign-request'

export const WALLETCONNECT_ADAPTER_CONNECTOR_ID = 'walletConnect'

export interface WalletConnectAdapterOptions {
  client: WalletConnectClient
  /** The namespace this adapter serves: one that has no adapter of its own (e.g. cosmos). */
  namespace: ChainNamespace
  name?: string
  imageUrl?: string
}

export interface WalletConnectAdapter extends ChainAdapter {
  /** The client it pairs through: an app that brings one manages WalletConnect itself (createAppKit adds none). */
  readonly walletConnectClient: WalletConnectClient
  /** Stops following the client's session. */
  destroy(): void
}

/**
 * A ChainAdapter that reaches its namespace only through WalletConnect (the anchor product's UniversalAdapter):
 * accounts and chains come from the session, signing goes to the wallet, balances are unavailable (no chain
 * library here). When a session approved from another namespace's view also carries this one, the adapter reports
 * the connection, so one session serves several namespaces.
 */
export function createWalletConnectAdapter(options: WalletConnectAdapterOptions): WalletConnectAdapter {
  const { client, namespace } = options
  const connectorId = WALLETCONNECT_ADAPTER_CONNECTOR_ID
  const emitter = createEmitter<AdapterEvents>()
  let current: CaipNetworkId | undefined

  const connector: Connector = {
    id: connectorId,
    name: options.name ?? 'WalletConnect',
    type: 'wallet-relay',
    chain: namespace,
    ...(options.imageUrl ? { imageUrl: options.imageUrl } : {}),
    provider: client,
  }

  const assertNamespace = (ns: ChainNamespace) => assertIn(ns, namespace)
  const chainsOf = (session: SessionSummary | undefined) => session?.namespaces[namespace]?.chains ?? []

  function connectionOf(session: SessionSummary | undefined, wanted?: CaipNetwork): AdapterConnection | undefined {
    const chains = chainsOf(session)
    const chain = (
      wanted && chains.includes(wanted.caipNetworkId)
        ? wanted.caipNetworkId
        : current && chains.includes(current)
          ? current
          : chains[0]
    ) as CaipNetworkId | undefined
    if (!chain) return undefined
    const accounts = accountsOn(session?.namespaces[namespace], chain)
    if (accounts.length === 0) return undefined
    current = chain
    return { connectorId, caipNetworkId: chain, accounts: accounts.map((address) => ({ address })) }
  }

  const stops = [
    client.on('session', () => {
      const connection = connectionOf(client.getState().session)
      emitter.emit('connectionsChanged', { namespace, connections: connection ? [connection] : [] })
    }),
    client.on('chainChanged', (e) => {
      if (e.namespace !== namespace) return
      current = e.caipNetworkId
      emitter.emit('chainChanged', { namespace, connectorId, caipNetworkId: e.caipNetworkId })
    }),
    client.on('accountsChanged', (e) => {
      if (e.namespace !== namespace) return
      emitter.emit('accountsChanged', { namespace, connectorId, accounts: e.accounts.map((address) => ({ address })) })
    }),
    client.on('disconnect', () => {
      current = undefined
      emitter.emit('disconnect', { namespace, connectorId })
    }),
    client.on('alert', ({ key }) => emitter.emit('alert', { namespace, key })),
  ]

  return {
    namespace,
    walletConnectClient: client,
    on: emitter.on,

    async connect({ namespace: ns, caipNetwork }) {
      assertNamespace(ns)
      const connection = connectionOf(await client.connect(), caipNetwork)
      if (!connection) throw new PorticoError('CHAIN_NOT_SUPPORTED')
      await client.setDefaultChain(connection.caipNetworkId)
      return connection
    },

    async reconnect({ namespace: ns, caipNetwork }) {
      assertNamespace(ns)
      if (!client.hasStoredSession()) return undefined
      return connectionOf(await client.restore(), caipNetwork)
    },

    async disconnect({ namespace: ns }) {
      assertNamespace(ns)
      await client.disconnect()
    },

    async getAccounts({ namespace: ns }) {
      assertNamespace(ns)
      return connectionOf(client.getState().session)?.accounts ?? []
    },

    async switchNetwork({ namespace: ns, caipNetwork }) {
      assertNamespace(ns)
      if (!chainsOf(client.getState().session).includes(caipNetwork.caipNetworkId)) {
        throw new PorticoError('CHAIN_NOT_SUPPORTED')
      }
      await client.setDefaultChain(caipNetwork.caipNetworkId)
      current = caipNetwork.caipNetworkId
      emitter.emit('chainChanged', { namespace, connectorId, caipNetworkId: caipNetwork.caipNetworkId })
    },

    async signMessage({ namespace: ns, message, address }) {
      assertNamespace(ns)
      const chain = current ?? (chainsOf(client.getState().session)[0] as CaipNetworkId | undefined)
      if (!chain) throw new PorticoError('WALLETCONNECT_CONNECTOR_NOT_FOUND')
      const result = await client.request(signMessageRequest(namespace, message, address), chain)
      const signature = signatureOf(result)
      if (!signature) throw new PorticoError('SIGN_MESSAGE_FAILED', { cause: result })
      return signature
    },

    async getBalance() {
      // No chain library for this namespace: core shows §8's 0.00 and reports it.
      throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE')
    },

    async syncConnectors({ namespace: ns }) {
      assertNamespace(ns)
      return [connector]
    },

    destroy() {
      for (const stop of stops) stop()
      emitter.clear()
    },
  }
}
