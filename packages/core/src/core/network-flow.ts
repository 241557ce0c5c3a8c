import { type CaipNetwork, type CaipNetworkId, type ChainNamespace, PorticoError } from '@portico/common'
import type { SwitchNetworkResult } from './app-kit-core'
import type { CoreContext } from './context'
import type { Records } from './records'

/** §4/§5 networks: switching the active network (with its confirmation step), the unsupported-chain rule, add/remove. */
export function createNetworkFlow(ctx: CoreContext, records: Records) {
  const { state, opts, adapters, router, alerts, events } = ctx
  const { ns, adapterFor, findNetwork, currentConnection, setActiveChain, showCurrent, fail } = records

  /** §4: after an active-network change the send form resets (the network id is stored by persist.ts). */
  function afterNetworkChange() {
    records.resetSendAndTransactions()
  }

  function assertAdapter(namespace: ChainNamespace) {
    if (!adapters.has(namespace)) throw new PorticoError('ADAPTER_FOR_NAMESPACE_MISSING', { params: { namespace } })
  }

  return {
    /** §4 active network change. Returns 'confirming' when the SwitchNetwork view must confirm first. */
    async switchNetwork(
      caipNetwork: CaipNetwork,
      params: { ignoreConfirmation?: boolean } = {},
    ): Promise<SwitchNetworkResult> {
      const namespace = caipNetwork.chainNamespace
      const network = state.chain.chains[namespace] && findNetwork(namespace, caipNetwork.caipNetworkId)
      if (!network) {
        alerts.show('SWITCH_NETWORK_NOT_FOUND')
        throw new PorticoError('NETWORK_NOT_FOUND')
      }
      const record = ns(namespace)
      if (state.chain.activeChain !== namespace) state.chain.isSwitchingNamespace = true
      try {
        setActiveChain(namespace)
        if (!record.accountState.address) {
          // A namespace without a connected address just becomes active on that network.
          record.networkState.caipNetwork = network
          afterNetworkChange()
          return 'switched'
        }
        const connector = records.connectorOf(namespace, record.currentConnectorId)
        if (!params.ignoreConfirmation && connector?.type !== 'auth') {
          router.push('SwitchNetwork', { caipNetworkId: network.caipNetworkId })
          return 'confirming'
        }
        try {
          await adapterFor(namespace).switchNetwork({
            namespace,
            caipNetwork: network,
            connectorId: record.currentConnectorId,
          })
        } catch (error) {
          router.goBack()
          throw fail(error)
        }
        const current = currentConnection(record)
        if (current) current.caipNetworkId = network.caipNetworkId
        record.networkState.caipNetwork = network
        showCurrent(namespace)
        afterNetworkChange()
        events.send('SWITCH_NETWORK', { network: network.caipNetworkId })
        return 'switched'
      } finally {
        state.chain.isSwitchingNamespace = false
      }
    },

    /** §4 UnsupportedChain: the current network was not requested and the user may not stay on it. */
    shouldShowUnsupportedChain(namespace: ChainNamespace): boolean {
      const record = ns(namespace)
      const id = currentConnection(record)?.caipNetworkId ?? record.networkState.caipNetwork?.caipNetworkId
      const requested = record.networkState.requestedCaipNetworks.some((n) => n.caipNetworkId === id)
      return !requested && opts.enableNetworkSwitch && !opts.allowUnsupportedChain && !opts.basic
    },

    /** §5: adding or removing a network needs an adapter for its namespace. */
    addNetwork(namespace: ChainNamespace, network: CaipNetwork): void {
      assertAdapter(namespace)
      const record = ns(namespace)
      if (record.caipNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)) return
      record.caipNetworks.push(network)
      record.networkState.requestedCaipNetworks.push(network)
    },
    removeNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): void {
      assertAdapter(namespace)
      const record = ns(namespace)
      record.caipNetworks = record.caipNetworks.filter((n) => n.caipNetworkId !== caipNetworkId)
      record.networkState.requestedCaipNetworks = record.networkState.requestedCaipNetworks.filter(
        (n) => n.caipNetworkId !== caipNetworkId,
      )
    },
  }
}
