import type { ResolvedOptions } from '../options/options'
import type { Connector } from './types'

/**
 * §9 enableEIP6963: with it off, wallets announced over EIP-6963 are not offered, whatever the adapter found (an app
 * that sets it only on createAppKit must not see them). AppKit's `enableInjected: false` drops window.ethereum too.
 * `connectorImages` replaces a connector's icon wherever it is shown.
 */
export function offeredConnectors(
  connectors: readonly Connector[],
  opts: Pick<ResolvedOptions, 'enableEIP6963' | 'enableInjected' | 'connectorImages'>,
): Connector[] {
  const noInjected = opts.enableInjected === false
  const dropped = (c: Connector) =>
    (c.type === 'announced' && (noInjected || !opts.enableEIP6963)) || (c.type === 'injected' && noInjected)
  return connectors
    .filter((c) => !dropped(c))
    .map((c) => (opts.connectorImages?.[c.id] ? { ...c, imageUrl: opts.connectorImages[c.id] } : c))
}
