import type { ChainNamespace } from '@portico/common'
import { proxy } from 'valtio/vanilla'
import type { ChainAdapter } from '../adapter/contract'
import { createAlertState, createSnackbarState } from '../alerts/alerts'
import { resolveFeatures } from '../features/features'
import { createModalState } from '../modal/modal'
import type { AppKitOptions, ResolvedOptions } from '../options/options'
import { createRouterState } from '../router/router'
import { createSiwxState } from '../siwx/state'
import { createNamespaceState } from '../state/namespace'
import type { NamespaceState } from '../state/types'
import type { PorticoStorage } from '../storage/storage'
import { createThemeState } from '../theme/theme'
import { createTransactionsState } from '../transactions/transactions'
import { type CoreState, emptySend } from './state'

/**
 * Builds the state proxy of a new core: one record per namespace, each on its stored network (or the default one),
 * and the stored active namespace when it still exists.
 */
export function createCoreState(
  options: AppKitOptions,
  opts: ResolvedOptions,
  storage: PorticoStorage,
  adapters: Map<ChainNamespace, ChainAdapter>,
): { state: CoreState; namespaces: ChainNamespace[] } {
  // Namespaces come from adapters and from configured networks; each gets exactly one record.
  const namespaces = [
    ...new Set<ChainNamespace>([...adapters.keys(), ...options.networks.map((n) => n.chainNamespace)]),
  ]
  const chains: Partial<Record<ChainNamespace, NamespaceState>> = {}
  const stored = storage.get('namespaces') ?? {}
  for (const ns of namespaces) {
    const record = createNamespaceState(
      ns,
      options.networks.filter((n) => n.chainNamespace === ns),
      opts.defaultAccountTypes[ns],
    )
    const storedId = stored[ns]?.caipNetworkId
    const preferred =
      record.caipNetworks.find((n) => n.caipNetworkId === storedId) ??
      (options.defaultNetwork?.chainNamespace === ns ? options.defaultNetwork : undefined)
    if (preferred) record.networkState.caipNetwork = preferred
    chains[ns] = record
  }
  const storedActive = storage.get('activeNamespace')
  const activeChain =
    (storedActive && chains[storedActive] ? storedActive : undefined) ??
    options.defaultNetwork?.chainNamespace ??
    options.adapters[0]?.namespace ??
    namespaces[0]

  const state = proxy<CoreState>({
    chain: {
      chains,
      activeChain,
      // Derived when read (also on snapshots, where `this` is the snapshot): never a copy to keep in sync.
      get activeCaipAddress() {
        return this.activeChain ? this.chains[this.activeChain]?.accountState.caipAddress : undefined
      },
      get activeCaipNetwork() {
        return this.activeChain ? this.chains[this.activeChain]?.networkState.caipNetwork : undefined
      },
      noAdapters: adapters.size === 0,
      isSwitchingNamespace: false,
      lastConnectedSIWECaipNetwork: undefined,
    },
    connectors: {},
    modal: createModalState(),
    router: createRouterState(),
    alert: createAlertState(),
    snackbar: createSnackbarState(),
    events: { last: undefined },
    transactions: createTransactionsState(),
    theme: createThemeState(),
    features: resolveFeatures(options.features, undefined, opts.basic).features,
    send: emptySend(),
    siwx: createSiwxState(),
  })
  return { state, namespaces }
}
