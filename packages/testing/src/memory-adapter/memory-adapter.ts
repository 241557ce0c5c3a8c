import type { CaipNetworkId, ChainNamespace } from '@portico/common'
import {
  type AdapterAccount,
  type AdapterConnection,
  type AdapterEvents,
  type ChainAdapter,
  type Connector,
  type ConnectorType,
  createEmitter,
} from '@portico/core'

export type MemoryBehaviour = 'approve' | 'reject' | 'fail'

/**
 * The wallet side, kept apart from the adapter so it outlives a core: a "reload" makes a new core and a new adapter
 * over the same wallet and the same storage, like a browser tab over the same extension.
 */
export interface MemoryWallet {
  namespace: ChainNamespace
  connectorId: string
  connectorName: string
  connectorType: ConnectorType
  accounts: AdapterAccount[]
  caipNetworkId: CaipNetworkId
  /** Whether the wallet has approved this site (survives reloads, cleared by disconnect). */
  authorized: boolean
  behaviour: MemoryBehaviour
  balance: string
  symbol: string
}

export function createMemoryWallet(
  init: Pick<MemoryWallet, 'namespace' | 'caipNetworkId'> & { accounts: string[] } & Partial<
      Omit<MemoryWallet, 'accounts'>
    >,
): MemoryWallet {
  return {
    connectorId: 'memory',
    connectorName: 'Memory Wallet',
    connectorType: 'injected',
    authorized: false,
    behaviour: 'approve',
    balance: '1.5',
    symbol: 'ETH',
    ...init,
    accounts: init.accounts.map((address) => ({ address })),
  }
}

export const USER_REJECTED = { code: 4001, message: 'User rejected the request.' }
export const INTERNAL_ERROR = { code: -32603, message: 'Memory wallet failure' }

export interface MemoryAdapter extends ChainAdapter {
  wallet: MemoryWallet
  /** Every call the core made, with its namespace, in order. */
  calls: { method: string; namespace: ChainNamespace }[]
  emit<K extends keyof AdapterEvents>(event: K, payload: AdapterEvents[K]): void
  /** The wallet switched accounts on its own (user action inside the wallet). */
  walletSwitchesAccount(address: string): void
  walletSwitchesChain(caipNetworkId: CaipNetworkId): void
  walletDisconnects(): void
}

/** An adapter that implements the core contract in memory: no chain, no browser, configurable outcomes. */
export function createMemoryAdapter(wallet: MemoryWallet): MemoryAdapter {
  const emitter = createEmitter<AdapterEvents>()
  const calls: MemoryAdapter['calls'] = []

  function gate(method: string, namespace: ChainNamespace): Promise<void> {
    calls.push({ method, namespace })
    if (namespace !== wallet.namespace) return Promise.reject(new Error(`wrong namespace ${namespace}`))
    if (wallet.behaviour === 'reject') return Promise.reject({ ...USER_REJECTED })
    if (wallet.behaviour === 'fail') return Promise.reject({ ...INTERNAL_ERROR })
    return Promise.resolve()
  }

  const connection = (): AdapterConnection => ({
    connectorId: wallet.connectorId,
    accounts: wallet.accounts.map((a) => ({ ...a })),
    caipNetworkId: wallet.caipNetworkId,
  })

  const connector = (): Connector => ({
    id: wallet.connectorId,
    name: wallet.connectorName,
    type: wallet.connectorType,
    chain: wallet.namespace,
    installed: true,
  })

  return {
    namespace: wallet.namespace,
    wallet,
    calls,
    emit: emitter.emit,
    on: emitter.on,
    async connect({ namespace }) {
      await gate('connect', namespace)
      wallet.authorized = true
      return connection()
    },
    async reconnect({ namespace, connectorId }) {
      calls.push({ method: 'reconnect', namespace })
      if (wallet.behaviour === 'fail') throw { ...INTERNAL_ERROR }
      return wallet.authorized && connectorId === wallet.connectorId ? connection() : undefined
    },
    async disconnect({ namespace }) {
      await gate('disconnect', namespace)
      wallet.authorized = false
    },
    async getAccounts({ namespace }) {
      await gate('getAccounts', namespace)
      return wallet.accounts.map((a) => ({ ...a }))
    },
    async switchNetwork({ namespace, caipNetwork }) {
      await gate('switchNetwork', namespace)
      wallet.caipNetworkId = caipNetwork.caipNetworkId
      emitter.emit('chainChanged', { namespace, connectorId: wallet.connectorId, caipNetworkId: wallet.caipNetworkId })
    },
    async signMessage({ namespace, message, address }) {
      await gate('signMessage', namespace)
      return `memory-signature:${address}:${message}`
    },
    async getBalance({ namespace }) {
      await gate('getBalance', namespace)
      return { balance: wallet.balance, symbol: wallet.symbol }
    },
    async syncConnectors({ namespace }) {
      calls.push({ method: 'syncConnectors', namespace })
      return [connector()]
    },
    async sendTransaction(params) {
      await gate('sendTransaction', params.namespace)
      return `0xmemory${calls.length.toString(16).padStart(4, '0')}`
    },
    walletSwitchesAccount(address) {
      const index = wallet.accounts.findIndex((a) => a.address === address)
      const chosen = index >= 0 ? wallet.accounts.splice(index, 1) : [{ address }]
      wallet.accounts.unshift(...chosen)
      emitter.emit('accountsChanged', {
        namespace: wallet.namespace,
        connectorId: wallet.connectorId,
        accounts: wallet.accounts.map((a) => ({ ...a })),
      })
    },
    walletSwitchesChain(caipNetworkId) {
      wallet.caipNetworkId = caipNetworkId
      emitter.emit('chainChanged', { namespace: wallet.namespace, connectorId: wallet.connectorId, caipNetworkId })
    },
    walletDisconnects() {
      wallet.authorized = false
      emitter.emit('disconnect', { namespace: wallet.namespace, connectorId: wallet.connectorId })
    },
  }
}
