import { localEvm } from '@portico/common/networks'
import { type AdapterEventName, type AdapterEvents, type ChainAdapter, createEmitter } from '@portico/core'
import { createMemoryAdapter, createMemoryWallet, type MemoryAdapter } from '@portico/testing/memory-adapter'

const EVENTS: AdapterEventName[] = ['accountsChanged', 'chainChanged', 'connectionsChanged', 'connectorsChanged']

export interface TwoWallets {
  adapter: ChainAdapter
  a: MemoryAdapter
  b: MemoryAdapter
}

/**
 * One eip155 adapter over two in-memory wallets (two connectors), as a wallet library with several connections at
 * once drives core: each call goes to the connector it names, and disconnecting one connector reports it to core
 * with a `disconnect` event (the way the wagmi adapter mirrors wagmi's connections).
 */
export function twoWallets(addressA: string, addressB: string): TwoWallets {
  const a = createMemoryAdapter(
    createMemoryWallet({
      namespace: 'eip155',
      caipNetworkId: localEvm.caipNetworkId,
      accounts: [addressA],
      connectorId: 'wallet-a',
      connectorName: 'Wallet A',
    }),
  )
  const b = createMemoryAdapter(
    createMemoryWallet({
      namespace: 'eip155',
      caipNetworkId: localEvm.caipNetworkId,
      accounts: [addressB],
      connectorId: 'wallet-b',
      connectorName: 'Wallet B',
    }),
  )
  const emitter = createEmitter<AdapterEvents>()
  for (const wallet of [a, b]) {
    for (const event of EVENTS) wallet.on(event, (payload) => emitter.emit(event, payload as never))
  }
  const pick = (connectorId?: string) => (connectorId === 'wallet-b' ? b : a)
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    on: emitter.on,
    connect: (params) => pick(params.connectorId).connect(params),
    reconnect: (params) => pick(params.connectorId).reconnect(params),
    async disconnect(params) {
      const targets = params.connectorId ? [pick(params.connectorId)] : [a, b]
      for (const target of targets) {
        await target.disconnect(params)
        if (params.connectorId) emitter.emit('disconnect', { namespace: 'eip155', connectorId: params.connectorId })
      }
    },
    getAccounts: (params) => pick(params.connectorId).getAccounts(params),
    switchNetwork: (params) => pick(params.connectorId).switchNetwork(params),
    signMessage: (params) => pick(params.connectorId).signMessage(params),
    getBalance: (params) => a.getBalance(params),
    async syncConnectors(params) {
      return [...(await a.syncConnectors(params)), ...(await b.syncConnectors(params))]
    },
  }
  return { adapter, a, b }
}
