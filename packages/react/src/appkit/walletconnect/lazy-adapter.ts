import type { ChainNamespace } from '@portico/common'
import type { ChainAdapter } from '@portico/core'

/**
 * A WalletConnect-only adapter whose code (the WalletConnect client, not yet its provider) loads at its first call:
 * core needs its adapters when it is created, and the app's initial JavaScript must not carry WalletConnect.
 */
export function lazyRelayAdapter(namespace: ChainNamespace, load: () => Promise<ChainAdapter>): ChainAdapter {
  return {
    namespace,
    relayOnly: true,
    connect: (params) => load().then((adapter) => adapter.connect(params)),
    disconnect: (params) => load().then((adapter) => adapter.disconnect(params)),
    reconnect: (params) => load().then((adapter) => adapter.reconnect(params)),
    getAccounts: (params) => load().then((adapter) => adapter.getAccounts(params)),
    switchNetwork: (params) => load().then((adapter) => adapter.switchNetwork(params)),
    signMessage: (params) => load().then((adapter) => adapter.signMessage(params)),
    getBalance: (params) => load().then((adapter) => adapter.getBalance(params)),
    syncConnectors: (params) => load().then((adapter) => adapter.syncConnectors(params)),
    on(event, listener) {
      let stop: (() => void) | undefined
      let off = false
      void load().then(
        (adapter) => {
          if (!off) stop = adapter.on(event, listener)
        },
        () => {},
      )
      return () => {
        off = true
        stop?.()
      }
    },
  }
}
