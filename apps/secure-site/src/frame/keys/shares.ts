import { base64urlnopad } from '@scure/base'
import { combine, split } from 'shamir-secret-sharing'

/** The three holders of a 2-of-3 split of the wallet entropy. */
export interface Shares {
  device: Uint8Array
  auth: Uint8Array
  recovery: Uint8Array
}

export async function splitEntropy(entropy: Uint8Array): Promise<Shares> {
  const [device, auth, recovery] = await split(entropy, 3, 2)
  if (!device || !auth || !recovery) throw new Error('Shamir split gave fewer than three shares')
  return { device, auth, recovery }
}

/** The entropy from any two distinct shares of one split. */
export function combineShares(a: Uint8Array, b: Uint8Array): Promise<Uint8Array> {
  return combine([a, b])
}

/** Shares travel to apps/api and the secure-site server as base64url strings. */
export const encodeShare = (share: Uint8Array): string => base64urlnopad.encode(share)
export const decodeShare = (text: string): Uint8Array => base64urlnopad.decode(text)
