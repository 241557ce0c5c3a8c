// Bitcoin sign-in verification (subpath `@portico/siwx/bitcoin`): BIP-322 (simple and full) signatures for segwit and
// taproot addresses, and legacy BIP-137 signatures for P2PKH, through bip322-js.
import type { SIWXSession } from '@portico/core'
import { Verifier } from 'bip322-js'
import type { SIWXVerifier } from '../verify/verifier'

export function verifyBitcoinSignature(message: string, signature: string, address: string): boolean {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    // bip322-js throws on unsupported address types and malformed signatures: both are simply not valid here.
    return false
  }
}

export function createBitcoinVerifier(): SIWXVerifier {
  return {
    namespace: 'bip122',
    async verify(session: SIWXSession) {
      return verifyBitcoinSignature(session.message, session.signature, session.data.accountAddress)
    },
  }
}
