import { ed25519 } from '@noble/curves/ed25519'
import { PorticoError } from '@portico/common'
import { base58 } from '@scure/base'

const SIGNATURE_BYTES = 64

/**
 * A wallet's answer is a signature only if it is 64 bytes that verify for the account's key and the exact message:
 * anything else (garbage, a signature by another key) never reaches the app as one.
 */
export function checkedSignature(signature: unknown, message: Uint8Array, address: string): string {
  const bytes =
    signature instanceof Uint8Array ? signature : typeof signature === 'string' ? safeBase58(signature) : undefined
  if (!bytes || bytes.length !== SIGNATURE_BYTES) throw new PorticoError('SIGN_MESSAGE_FAILED', { cause: signature })
  let valid = false
  try {
    valid = ed25519.verify(bytes, message, base58.decode(address))
  } catch {
    valid = false
  }
  if (!valid) throw new PorticoError('SIGN_MESSAGE_FAILED', { cause: signature })
  return base58.encode(bytes)
}

function safeBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}

/** A provider that takes JSON-RPC-style requests (WalletConnect sessions, the embedded wallet). */
export interface RequestProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/**
 * §7 `solana_signMessage` for request-style providers: the message goes base58-encoded with the signer's pubkey,
 * and the answer's `signature` (base58) is checked like any other.
 */
export async function signMessageByRequest(
  provider: RequestProvider,
  message: string,
  pubkey: string,
): Promise<string> {
  const bytes = new TextEncoder().encode(message)
  const answer = await provider.request({
    method: 'solana_signMessage',
    params: { message: base58.encode(bytes), pubkey },
  })
  return checkedSignature((answer as { signature?: unknown } | null)?.signature, bytes, pubkey)
}
