import { type Config, type Connection, disconnect } from '@wagmi/core'

/** A chain id that is a chain: a wallet answering a non-hex `eth_chainId` gives wagmi NaN. */
export const hasUsableChain = (connection: Pick<Connection, 'chainId'>) =>
  Number.isSafeInteger(connection.chainId) && connection.chainId > 0

/**
 * A connection wagmi holds on no chain is one core refuses. It is disconnected in wagmi too (issue 15): otherwise
 * wagmi says connected where Portico says disconnected, a reload restores it on one side only, and a retry is
 * answered from wagmi's state without asking the wallet.
 */
export function dropUnusableConnections(config: Config): () => void {
  return config.subscribe(
    (state) => state.connections,
    (connections) => {
      for (const connection of connections.values()) {
        if (!hasUsableChain(connection)) void disconnect(config, { connector: connection.connector }).catch(() => {})
      }
    },
  )
}
