import type { SIWXVerifier } from '@portico/siwx'
import { createBitcoinVerifier } from '@portico/siwx/bitcoin'
import { createEvmVerifier } from '@portico/siwx/evm'
import { createPolkadotVerifier } from '@portico/siwx/polkadot'
import { createSolanaVerifier } from '@portico/siwx/solana'
import type { ChainService } from '../chain/chain-service'

/** Every namespace's verifier; EVM chains the service is configured with also get EIP-1271 / EIP-6492 checks. */
export function siwxVerifiers(chains: ChainService): SIWXVerifier[] {
  return [
    createEvmVerifier({
      getClient: (chainId) => {
        const chain = chains.find(String(chainId))
        return chain ? chains.client(chain) : undefined
      },
    }),
    createSolanaVerifier(),
    createBitcoinVerifier(),
    createPolkadotVerifier(),
  ]
}
