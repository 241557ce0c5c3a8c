// A boundary fake for unit tests: records calls, answers from a script. The real in-memory adapter lives in
// @portico/testing (core cannot depend on it); its lifecycle test covers the integration.
import type { ChainNamespace } from '@portico/common'
import {
  type AdapterConnection,
  type AdapterEvents,
  type ChainAdapter,
  type Connector,
  createEmitter,
} from '../src/index'

export function fakeAdapter(
  namespace: ChainNamespace,
  connection: AdapterConnection,
  extra: Partial<ChainAdapter> & { connectors?: Connector[] } = {},
) {
  const emitter = createEmitter<AdapterEvents>()
  const calls: string[] = []
  let next: AdapterConnection | (() => never) = connection
  const answer = () =>
    typeof next === 'function' ? next() : { ...next, accounts: next.accounts.map((a) => ({ ...a })) }
  const adapter: ChainAdapter & { emit: typeof emitter.emit; calls: string[]; answer(c: typeof next): void } = {
    namespace,
    calls,
    emit: emitter.emit,
    on: emitter.on,
    answer(c) {
      next = c
    },
    connect: async ({ connectorId }) => {
      calls.push(`connect:${connectorId}`)
      return { ...answer(), connectorId }
    },
    reconnect: async () => {
      calls.push('reconnect')
      return answer()
    },
    disconnect: async () => void calls.push('disconnect'),
    getAccounts: async () => connection.accounts,
    switchNetwork: async ({ caipNetwork }) => void calls.push(`switchNetwork:${caipNetwork.caipNetworkId}`),
    signMessage: async ({ message }) => `sig:${message}`,
    getBalance: async () => ({ balance: '2', symbol: 'ETH' }),
    syncConnectors: async () => extra.connectors ?? [],
    ...extra,
  }
  return adapter
}

export const EVM_A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
export const EVM_B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
export const SOL_A = 'So11111111111111111111111111111111111111112'
