import type { DevEvmUrls } from '../types'
import type { RunningPiece } from './api'

/**
 * The WalletConnect test wallet's page for manual QA (its own port, so a second origin beside the lab), started with
 * the lab. The wallet SDK is imported only here, so a stack without the lab never loads it.
 */
export async function startWcWalletPiece(relayUrl: string, evm: DevEvmUrls, port: number): Promise<RunningPiece> {
  const { startWalletPage } = await import('../../wc-wallet/wallet-page')
  const page = await startWalletPage({
    relayUrl,
    port,
    chains: [
      { chainId: 31337, rpcUrl: evm[31337] },
      { chainId: 31338, rpcUrl: evm[31338] },
    ],
  })
  return { url: page.url, stop: page.stop }
}
