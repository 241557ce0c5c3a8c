import { type Config, type Connector, watchConnectors } from '@wagmi/core'

/**
 * How long a restore waits for the stored wallet to be announced. Extensions often announce (EIP-6963) half a second
 * or more after load; a restore that gave up at once would log the user out on every reload.
 */
export const ANNOUNCE_WAIT_MS = 5000

/** The connector with this id, waiting up to `ms` for it to appear (an EIP-6963 wallet announcing late). */
export function awaitConnector(config: Config, id: string, ms: number): Promise<Connector | undefined> {
  const find = () => config.connectors.find((c) => c.id === id)
  const found = find()
  if (found || ms <= 0) return Promise.resolve(found)
  return new Promise((resolve) => {
    const done = (connector: Connector | undefined) => {
      clearTimeout(timer)
      stop()
      resolve(connector)
    }
    const timer = setTimeout(() => done(undefined), ms)
    const stop = watchConnectors(config, {
      onChange() {
        const connector = find()
        if (connector) done(connector)
      },
    })
  })
}
