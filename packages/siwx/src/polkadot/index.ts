// Polkadot sign-in verification (subpath `@portico/siwx/polkadot`): sr25519 (and ed25519 / ecdsa keys, which
// @polkadot/util-crypto detects from the signature), with or without the <Bytes>…</Bytes> wrapping that extension
// wallets add to signRaw payloads.

import { u8aToU8a, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import type { SIWXSession } from '@portico/core'
import type { SIWXVerifier } from '../verify/verifier'

export async function verifyPolkadotSignature(message: string, signature: string, address: string): Promise<boolean> {
  await cryptoWaitReady()
  const bytes = u8aToU8a(message)
  for (const candidate of [bytes, u8aWrapBytes(bytes)]) {
    try {
      if (signatureVerify(candidate, signature, address).isValid) return true
    } catch {
      return false
    }
  }
  return false
}

export function createPolkadotVerifier(): SIWXVerifier {
  return {
    namespace: 'polkadot',
    verify: (session: SIWXSession) =>
      verifyPolkadotSignature(session.message, session.signature, session.data.accountAddress),
  }
}
