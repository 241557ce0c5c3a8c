// EVM sign-in verification (subpath `@portico/siwx/evm`): EIP-191 signatures of plain accounts, and EIP-1271 /
// EIP-6492 smart-account signatures when a public client for the chain is given (viem checks the contract, and for
// an undeployed account runs its factory in a simulated call).
import type { SIWXSession } from '@portico/core'
import { type Hex, isHex, type PublicClient, verifyMessage } from 'viem'
import type { SIWXVerifier } from '../verify/verifier'

export interface EvmVerifierOptions {
  /** A public client per EVM chain id (number); without one, only plain-account (EIP-191) signatures pass. */
  getClient?: (chainId: number) => Pick<PublicClient, 'verifyMessage'> | undefined
}

export function createEvmVerifier(options: EvmVerifierOptions = {}): SIWXVerifier {
  return {
    namespace: 'eip155',
    async verify(session: SIWXSession) {
      const { accountAddress, chainId } = session.data
      const signature = session.signature
      if (!isHex(signature) || !isHex(accountAddress) || accountAddress.length !== 42) return false
      const client = options.getClient?.(Number(chainId.split(':')[1]))
      const args = { address: accountAddress as Hex, message: session.message, signature: signature as Hex }
      if (client) return client.verifyMessage(args)
      // Offline a malformed signature is simply not valid; with a client, RPC failures still surface as errors.
      return verifyMessage(args).catch(() => false)
    },
  }
}
