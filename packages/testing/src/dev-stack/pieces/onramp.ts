import type { ChainConfig, TokenConfig } from '@portico/api'
import type { DevChainId, DevEvmUrls } from '../types'
import type { RunningPiece } from './api'

export interface OnRampPieceOptions {
  evm: DevEvmUrls
  names: Record<DevChainId, string>
  /** The dev token, when it is deployed: then PUSD is for sale beside ether. */
  token?: TokenConfig | undefined
  port: number
}

/** The chains the sandbox sells on, as apps/api lists them, so the checkout prices exactly as the api quotes. */
export function onRampChains(options: Omit<OnRampPieceOptions, 'port'>): ChainConfig[] {
  return (Object.keys(options.evm) as unknown as DevChainId[]).map((id) => ({
    chainId: Number(id),
    name: options.names[id],
    rpcUrl: options.evm[id],
    nativeSymbol: 'ETH',
    tokens: options.token ? [options.token] : [],
  }))
}

/**
 * The on-ramp sandbox's checkout page (its own port, so its own origin): apps/api's sandbox provider sends buyers here,
 * and an approved test card is paid out from the treasury on the local chain. Loaded on demand like the other pages.
 */
export async function startOnRampPiece(options: OnRampPieceOptions): Promise<RunningPiece> {
  const { startCheckoutServer } = await import('../../onramp-sandbox/checkout-server')
  return startCheckoutServer({ chains: onRampChains(options), port: options.port })
}
