import { type ChainNamespace, isUserRejection, PorticoError } from '@portico/common'
import { supports as adapterSupports, type Capability } from '../adapter/contract'
import { assertSentCalls, type SentCall } from '../rules/calls'
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

    /** Routes an optional capability to the adapter of the named namespace. */
    async request(namespace: ChainNamespace, capability: Capability, params: Record<string, unknown> = {}) {
      const call = adapters.get(namespace)?.[capability]
      if (!call) throw new PorticoError('CAPABILITY_NOT_SUPPORTED', { params: { namespace, capability } })
      if (capability === 'sendCalls') assertSentCalls((params.calls ?? []) as SentCall[])
      try {
        return await call({ ...params, namespace })
      } catch (error) {
        throw fail(error)
      }
    },
  }
}
