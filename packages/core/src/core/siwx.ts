import { PorticoError } from '@portico/common'
import { isSIWXConfig, type SIWXConfig } from '../siwx/contract'
import { isLegacySiweConfig, mapLegacySiwe } from '../siwx/legacy-siwe'
import type { CoreContext } from './context'

/**
 * The SIWX config in use: the `siwx` option, else a legacy `siweConfig` mapped onto the contract (only with an EVM
 * adapter, the only place the legacy option ever applied). Undefined when sign-in is off or the value is not a client.
 */
export function resolveSiwx({ options }: Pick<CoreContext, 'options'>): SIWXConfig | undefined {
  if (options.siwx !== undefined) return isSIWXConfig(options.siwx) ? options.siwx : undefined
  const evm = options.adapters.some((a) => a.namespace === 'eip155')
  if (evm && isLegacySiweConfig(options.siweConfig)) return mapLegacySiwe(options.siweConfig)
  return undefined
}

function siwxEnabled({ options }: Pick<CoreContext, 'options'>): boolean {
  if (options.siwx !== undefined) return true
  return options.siweConfig !== undefined && options.adapters.some((a) => a.namespace === 'eip155')
}

/** §5: SIWX needs enabled SIWX, an active address, an active network and a client, each with its own error. */
export function assertSiwxReady(ctx: Pick<CoreContext, 'options' | 'state'>): void {
  const { state } = ctx
  if (!siwxEnabled(ctx)) throw new PorticoError('SIWX_NOT_ENABLED')
  if (!state.chain.activeCaipAddress) throw new PorticoError('SIWX_NO_ADDRESS')
  if (!state.chain.activeCaipNetwork) throw new PorticoError('SIWX_NO_NETWORK')
  if (!resolveSiwx(ctx)) throw new PorticoError('SIWX_NO_CLIENT')
}
