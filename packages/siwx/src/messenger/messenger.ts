import type { SIWXMessage, SIWXMessageInput } from '@portico/core'
import { loadAddressCodecs, loadRuntime } from '../runtime/load'

export { toMessage } from './create-message'

/** Builds the message for an account; the first replaceable piece of a SIWX config. */
export interface SIWXMessenger {
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
}

export interface MessengerOptions {
  /** RFC 3986 authority of the site asking (e.g. `app.example.com` or `localhost:5173`). */
  domain: string
  /** The URI the sign-in is for (usually the page's origin). */
  uri: string
  /** Where nonces come from: a nonce store's `issue`, or a server's nonce endpoint. */
  getNonce: () => Promise<string>
  statement?: string
  resources?: string[]
  /** Lifetime of the signed message and so of the session; undefined = no expiry. Default 24 hours. */
  expiresInMs?: number | undefined
  /** Delay before the message becomes valid (default none). */
  notBeforeMs?: number
  getRequestId?: () => string
  now?: () => number
}

/**
 * The messenger with these options. What it does, and the address codecs (keccak, base58, bech32) it needs, are
 * fetched at its first message, not with the app's first paint (src/runtime/load.ts).
 */
export function createMessenger(options: MessengerOptions): SIWXMessenger {
  return {
    async createMessage(input) {
      const [runtime, codecs] = await Promise.all([loadRuntime(), loadAddressCodecs()])
      return runtime.createMessage(options, input, codecs)
    },
  }
}
