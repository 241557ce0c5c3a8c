import { createStore, PorticoError } from '@portico/common'
import { featureError } from '@portico/common/errors'
import { type AdapterEvents, type ChainAdapter, type Connector, createEmitter } from '@portico/core'

export const RELAY_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

type Status = 'idle' | 'loading' | 'pairing' | 'connected' | 'rejected' | 'expired' | 'error'

/**
 * A stand-in for @portico/walletconnect's client at the view's boundary (scaffold may not import it): the same
 * run-time shape the views check, driven by the test in place of a wallet on the far side of a relay.
 */
export function createFakeRelay(options: { reuse?: boolean } = {}) {
  const store = createStore<{ status: Status; uri?: string; expiresAt?: number }>({ status: 'idle' })
  let pending: { resolve: () => void; reject: (e: unknown) => void } | undefined
  let pairings = 0
  const alertListeners = new Set<(payload: { key: string }) => void>()
  const set = store.set
  const relay = {
    kind: 'walletconnect' as const,
    on(_event: 'alert', listener: (payload: { key: string }) => void) {
      alertListeners.add(listener)
      return () => alertListeners.delete(listener)
    },
    /** The client's §8 alert for a universal-provider error. */
    alert(key: string) {
      for (const listener of alertListeners) listener({ key })
    },
    abandoned: 0,
    /** Calls of preload, each with what `onPreload` returned (the test's view of the modal at that moment). */
    preloads: [] as unknown[],
    onPreload: (): unknown => undefined,
    preload() {
      relay.preloads.push(relay.onPreload())
    },
    getState: store.get,
    subscribe: store.subscribe,
    reusesPairing: () => options.reuse ?? false,
    abandon() {
      relay.abandoned += 1
      set({ status: 'idle' })
      pending?.reject(featureError('MODAL_CLOSED'))
      pending = undefined
    },
    get pairings() {
      return pairings
    },
    connect(): Promise<void> {
      set({ status: 'loading' })
      pairings += 1
      const n = pairings
      queueMicrotask(() =>
        set({ status: 'pairing', uri: `wc:pairing${n}@2?relay-protocol=irn&symKey=${n}`, expiresAt: 1_000 + n }),
      )
      return new Promise<void>((resolve, reject) => {
        pending = { resolve, reject }
      })
    },
    approve() {
      set({ status: 'connected' })
      pending?.resolve()
    },
    reject() {
      set({ status: 'rejected' })
      pending?.reject({ code: 4001, message: 'User rejected.' })
    },
    expire() {
      set({ status: 'expired' })
      pending?.reject(new PorticoError('FAILED_TO_CONNECT'))
    },
  }
  return relay
}

export type FakeRelay = ReturnType<typeof createFakeRelay>

/** An eip155 adapter whose only wallet is the relay's connector; connect waits for the relay's pairing. */
export function createRelayAdapter(relay: FakeRelay): ChainAdapter {
  const emitter = createEmitter<AdapterEvents>()
  const connector: Connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'wallet-relay',
    chain: 'eip155',
    provider: relay,
  }
  const connection = {
    connectorId: 'walletConnect',
    caipNetworkId: 'eip155:31337' as const,
    accounts: [{ address: RELAY_ADDRESS }],
  }
  return {
    namespace: 'eip155',
    on: emitter.on,
    async connect() {
      await relay.connect()
      return connection
    },
    async reconnect() {
      return undefined
    },
    async disconnect() {},
    async getAccounts() {
      return connection.accounts
    },
    async switchNetwork() {},
    async signMessage() {
      return '0x'
    },
    async getBalance() {
      return { balance: '0', symbol: 'ETH' }
    },
    async syncConnectors() {
      return [connector]
    },
  }
}
