import type { ResolvedOptions } from '../options/options'
import type { Connector } from './types'

/**
 * §9 enableEIP6963: with it off, wallets announced over EIP-6963 are not offered, whatever the adapter found (an app
 * that sets it only on createAppKit must not see them). Injected (window.ethereum) and other connectors stay.
 */
export function offeredConnectors(
  connectors: readonly Connector[],
  opts: Pick<ResolvedOptions, 'enableEIP6963'>,
): Connector[] {
  return opts.enableEIP6963 ? [...connectors] : connectors.filter((c) => c.type !== 'announced')
}
