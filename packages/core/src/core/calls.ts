import { type ChainNamespace, isUserRejection, PorticoError } from '@portico/common'
import type {
  Capability,
  CapabilityArgs,
  CapabilityCall,
  CapabilityParameters,
  CapabilityRequest,
  CapabilityReturnType,
} from '../adapter/capabilities'
import { supports as adapterSupports } from '../adapter/contract'
import { assertSentCalls } from '../rules/calls'
import type { CoreContext } from './context'
import type { Records } from './records'

/** Calls routed to the adapter of the named namespace, with the account and network core knows about. */
export function createCalls(ctx: CoreContext, records: Records) {
  const { adapters, events } = ctx
  const { ns, adapterFor, fail } = records

  return {
    getAdapter: (namespace: ChainNamespace) => adapters.get(namespace),
    supports(namespace: ChainNamespace, capability: Capability): boolean {
      return adapterSupports(adapters.get(namespace), capability)
    },

    async signMessage(params: { namespace: ChainNamespace; message: string }): Promise<string> {
      const record = ns(params.namespace)
      const address = record.accountState.address
      if (!address) throw new PorticoError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
      try {
        return await adapterFor(params.namespace).signMessage({
          namespace: params.namespace,
          message: params.message,
          address,
          connectorId: record.currentConnectorId,
        })
      } catch (error) {
        if (isUserRejection(error)) throw new PorticoError('SIGNATURE_DECLINED', { cause: error, rpcCode: 4001 })
        throw fail(error)
      }
    },

    /** Native balance of the active account; a failed fetch, or a testnet (§9), shows 0.00 in the network's symbol. */
    async fetchBalance(namespace: ChainNamespace): Promise<void> {
      const record = ns(namespace)
      const network = record.networkState.caipNetwork
      if (!record.accountState.address || !network) return
      // §9: balances are not shown on testnets (0.00 in the network's symbol); the wallet's node is not asked.
      if (network.testnet) {
        record.accountState.balance = '0.00'
        record.accountState.balanceSymbol = network.nativeCurrency.symbol
        return
      }
      try {
        const { balance, symbol } = await adapterFor(namespace).getBalance({
          namespace,
          address: record.accountState.address,
          caipNetwork: network,
        })
        record.accountState.balance = balance
        record.accountState.balanceSymbol = symbol
      } catch (error) {
        events.reportError(error)
        record.accountState.balance = '0.00'
        record.accountState.balanceSymbol = network.nativeCurrency.symbol
      }
    },

    /**
     * Routes an optional capability to the adapter of the named namespace; its parameters and answer are typed per
     * namespace and capability (CapabilityMap).
     */
    async request<N extends ChainNamespace, C extends Capability>(
      namespace: N,
      capability: C,
      ...[params]: CapabilityArgs<C, N>
    ): Promise<CapabilityReturnType<C, N>> {
      // The adapter's method is typed for any namespace; the map ties it to this one.
      const call = adapters.get(namespace)?.[capability] as CapabilityCall<C, N> | undefined
      if (!call) throw new PorticoError('CAPABILITY_NOT_SUPPORTED', { params: { namespace, capability } })
      const given = (params ?? {}) as CapabilityParameters<C, N>
      if (capability === 'sendCalls') assertSentCalls((given as { calls?: [] }).calls ?? [])
      try {
        return await call({ ...(given as object), namespace } as CapabilityRequest<C, N>)
      } catch (error) {
        throw fail(error)
      }
    },
  }
}
