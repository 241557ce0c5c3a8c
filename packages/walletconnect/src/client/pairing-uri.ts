import { bytesToHex } from '@portico/common/hex'
/** A pairing made before the sign client is loaded: its topic and the URI a wallet scans. */
export interface OwnPairing {
  topic: string
  uri: string
}

/**
 * A WalletConnect v2 pairing URI made with WebCrypto alone: a random 32-byte symmetric key and its SHA-256 as the
 * topic, as the sign client's own pairing makes them. The QR can then be shown in the click's frame while the
 * provider's code (hundreds of kB) still loads; the sign client takes the pairing over with `core.pairing.pair`.
 * Undefined where WebCrypto's digest is missing (a page served over plain http from another host): the caller falls
 * back to the sign client's own pairing.
 */
export async function createPairingUri(expiresAtMs: number): Promise<OwnPairing | undefined> {
  const crypto = globalThis.crypto
  if (!crypto?.subtle || typeof crypto.getRandomValues !== 'function') return undefined
  const symKey = crypto.getRandomValues(new Uint8Array(32))
  const topic = bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', symKey)))
  const query = `symKey=${bytesToHex(symKey)}&relay-protocol=irn&expiryTimestamp=${Math.floor(expiresAtMs / 1000)}`
  return { topic, uri: `wc:${topic}@2?${query}` }
}
