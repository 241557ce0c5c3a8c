import type { ChainNamespace } from '@portico/common'
import type { SIWXSession } from '@portico/core'

/**
 * Checks one namespace's signatures. Each chain's verifier lives in its own subpath export (`@portico/siwx/evm`,
 * `/solana`, `/bitcoin`, `/polkadot`), so an app ships only the cryptography of the chains it uses.
 */
export interface SIWXVerifier {
  readonly namespace: ChainNamespace
  /** Narrower than the namespace when needed (for example only some EVM chains have an RPC for EIP-1271). */
  canVerify?(chainId: string): boolean
  /** Whether `session.signature` was made over `session.message` by `session.data.accountAddress`. */
  verify(session: SIWXSession): Promise<boolean>
}
