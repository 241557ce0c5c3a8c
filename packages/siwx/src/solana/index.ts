// Solana sign-in verification (subpath `@portico/siwx/solana`): ed25519 over the UTF-8 message, the public key being
// the base58 address. Wallets hand back the 64-byte signature base58-encoded (solana_signMessage) or base64.
import { ed25519 } from '@noble/curves/ed25519.js'
import type { SIWXSession } from '@portico/core'
import { base58, base64 } from '@scure/base'
import type { SIWXVerifier } from '../verify/verifier'

function decodeSignature(signature: string): Uint8Array | undefined {
  for (const codec of [base58, base64]) {
    try {
      const bytes = codec.decode(signature)
      if (bytes.length === 64) return bytes
    } catch {}
  }
  return undefined
}

export function verifySolanaSignature(message: string, signature: string, address: string): boolean {
  let publicKey: Uint8Array
  try {
    publicKey = base58.decode(address)
  } catch {
    return false
  }
  const sig = decodeSignature(signature)
  if (!sig || publicKey.length !== 32) return false
  try {
    return ed25519.verify(sig, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}

export function createSolanaVerifier(): SIWXVerifier {
  return {
    namespace: 'solana',
    async verify(session: SIWXSession) {
      return verifySolanaSignature(session.message, session.signature, session.data.accountAddress)
    },
  }
}
