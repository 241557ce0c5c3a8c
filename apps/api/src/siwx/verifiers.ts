import type { ChainNamespace } from '@portico/common'
import type { SIWXSession, SIWXVerifier } from '@portico/siwx'
import type { ChainService } from '../chain/chain-service'

/**
 * Every namespace's verifier; EVM chains the service is configured with also get EIP-1271 / EIP-6492 checks. Each
 * chain's cryptography is imported on its first sign-in, so starting the service does not pay for sr25519 or BIP-322.
 */
export function siwxVerifiers(chains: ChainService): SIWXVerifier[] {
  const lazy = (namespace: ChainNamespace, load: () => Promise<SIWXVerifier>): SIWXVerifier => {
    let verifier: Promise<SIWXVerifier> | undefined
    return {
      namespace,
      verify: async (session: SIWXSession) => {
        verifier ??= load()
        return (await verifier).verify(session)
      },
    }
  }
  return [
    lazy('eip155', async () =>
      (await import('@portico/siwx/evm')).createEvmVerifier({
        getClient: (chainId) => {
          const chain = chains.find(String(chainId))
          return chain ? chains.client(chain) : undefined
        },
      }),
    ),
    lazy('solana', async () => (await import('@portico/siwx/solana')).createSolanaVerifier()),
    lazy('bip122', async () => (await import('@portico/siwx/bitcoin')).createBitcoinVerifier()),
    lazy('polkadot', async () => (await import('@portico/siwx/polkadot')).createPolkadotVerifier()),
  ]
}
