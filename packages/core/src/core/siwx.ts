import { PorticoError } from '@portico/common'
import type { CoreContext } from './context'

/** §5: SIWX needs enabled SIWX, an active address, an active network and a client, each with its own error. */
export function assertSiwxReady({ options, state }: Pick<CoreContext, 'options' | 'state'>): void {
  const siwx = options.siwx as { createMessage?: unknown } | undefined
  if (!siwx) throw new PorticoError('SIWX_NOT_ENABLED')
  if (!state.chain.activeCaipAddress) throw new PorticoError('SIWX_NO_ADDRESS')
  if (!state.chain.activeCaipNetwork) throw new PorticoError('SIWX_NO_NETWORK')
  if (typeof siwx.createMessage !== 'function') throw new PorticoError('SIWX_NO_CLIENT')
}
