import type { ChainNamespace } from '@portico/common'
import type { SIWXMessage, SIWXMessageData, SIWXMessageInput } from '@portico/core'
import { splitChainId } from '../message/chain-id'
import { formatMessage } from '../message/format'
import { validateMessageData } from '../message/validate'

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

export function createMessenger(options: MessengerOptions): SIWXMessenger {
  const { now = Date.now } = options
  const expiresInMs = 'expiresInMs' in options ? options.expiresInMs : 24 * 60 * 60_000
  return {
    async createMessage({ accountAddress, chainId }) {
      const { namespace } = splitChainId(chainId)
      // The address codecs (keccak, base58, bech32) come at the first sign-in, not with the app's first paint.
      const { normalizeAddress } = await import('@portico/common/address')
      const issued = now()
      const data: SIWXMessageData = {
        domain: options.domain,
        // EIP-4361 wants the EIP-55 form; other namespaces keep the wallet's spelling.
        accountAddress: normalizeAddress(namespace as ChainNamespace, accountAddress),
        chainId,
        uri: options.uri,
        version: '1',
        nonce: await options.getNonce(),
        issuedAt: new Date(issued).toISOString(),
      }
      if (options.statement !== undefined) data.statement = options.statement
      if (expiresInMs !== undefined) data.expirationTime = new Date(issued + expiresInMs).toISOString()
      if (options.notBeforeMs !== undefined) data.notBefore = new Date(issued + options.notBeforeMs).toISOString()
      if (options.getRequestId) data.requestId = options.getRequestId()
      if (options.resources?.length) data.resources = [...options.resources]
      validateMessageData(data)
      return toMessage(data)
    },
  }
}

/** Wraps message data so `String(message)` is the exact text to sign. */
export function toMessage(data: SIWXMessageData): SIWXMessage {
  const text = formatMessage(data)
  return { ...data, toString: () => text }
}
