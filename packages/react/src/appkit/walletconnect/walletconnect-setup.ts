// Loaded by a dynamic import only (./plan): the WalletConnect client and its wagmi connector stay out of the app's
// initial JavaScript, and the universal provider loads later still, at the first pairing.
import type { ChainNamespace } from '@portico/common'
import type { ChainAdapter } from '@portico/core'
import {
  addWalletConnectToWagmi,
  createWalletConnectAdapter,
  createWalletConnectClient,
  WALLETCONNECT_ADAPTER_CONNECTOR_ID,
  type WalletConnectClient,
} from '@portico/walletconnect'
import { relayTransactions } from '@portico/walletconnect/transactions'
import type { WalletConnectPlanInput } from './plan'
import { relayFromService } from './relay-from-service'
import { withRelayConnector } from './with-relay'

export interface WalletConnectSetup {
  /** The one client of the kit, made at the first call (an app with its own connector never needs it). */
  client(): WalletConnectClient
  adapterFor(namespace: ChainNamespace): ChainAdapter
  /** The app's adapter of a namespace with WalletConnect's connector beside its own (Solana, Bitcoin); the same each call. */
  withRelay(adapter: ChainAdapter): ChainAdapter
  /** Adds the WalletConnect connector to each of the app's adapters that is built on a wagmi config. */
  attachTo(adapters: readonly ChainAdapter[]): void
}

/** AppKit fills in the page's own name and origin when the app gives no metadata; so do we. */
function pageMetadata(): WalletConnectPlanInput['metadata'] & object {
  return { name: document.title || location.host, description: '', url: location.origin, icons: [] }
}

type WagmiConfigOf = Parameters<typeof addWalletConnectToWagmi>[0]

// adapter-wagmi's adapters expose the wagmi config they drive; react may not import adapter-wagmi to ask by type.
function wagmiConfigOf(adapter: ChainAdapter): WagmiConfigOf | undefined {
  const config = (adapter as { wagmiConfig?: unknown }).wagmiConfig
  const internal = (config as { _internal?: { connectors?: { setup?: unknown } } } | undefined)?._internal
  return typeof internal?.connectors?.setup === 'function' ? (config as WagmiConfigOf) : undefined
}

export function setUpWalletConnect(input: WalletConnectPlanInput): WalletConnectSetup {
  const { projectId, apiUrl, relayUrl } = input
  let made: WalletConnectClient | undefined
  const client = () =>
    (made ??= createWalletConnectClient({
      projectId,
      metadata: input.metadata ?? pageMetadata(),
      networks: input.networks,
      ...(relayUrl ? { relayUrl } : apiUrl ? { resolveRelayUrl: () => relayFromService(apiUrl, projectId) } : {}),
      ...(input.siwx ? { siwx: input.siwx } : {}),
    }))
  const adapters = new Map<ChainNamespace, ChainAdapter>()
  // One composite per app adapter: every call of its lazy stand-in reaches the same one.
  const relayed = new WeakMap<ChainAdapter, ChainAdapter>()
  const adapterFor = (namespace: ChainNamespace) => {
    let adapter = adapters.get(namespace)
    if (!adapter) {
      adapter = createWalletConnectAdapter({ client: client(), namespace })
      adapters.set(namespace, adapter)
    }
    return adapter
  }
  return {
    client,
    adapterFor,
    withRelay(adapter) {
      let composite = relayed.get(adapter)
      if (!composite) {
        composite = withRelayConnector(
          adapter,
          adapterFor(adapter.namespace),
          WALLETCONNECT_ADAPTER_CONNECTOR_ID,
          relayTransactions(client(), adapter.namespace, adapter),
        )
        relayed.set(adapter, composite)
      }
      return composite
    },
    attachTo(list) {
      for (const adapter of list) {
        const config = wagmiConfigOf(adapter)
        // The app's own WalletConnect connector (e.g. walletConnectConnector) stays the one.
        if (config && !config.connectors.some((c) => c.type === 'walletConnect'))
          addWalletConnectToWagmi(config, client())
      }
    },
  }
}
