import type { ChainNamespace } from '@portico/common'
import type { normalizeAddress } from '@portico/common/address'
import type { SIWXMessage, SIWXMessageData, SIWXMessageInput } from '@portico/core'
import { SIWXError } from '../errors/siwx-error'
import { splitChainId } from '../message/chain-id'
import { ACCOUNT_LABELS } from '../message/chains'
import { formatMessage } from '../message/format'
import { validateMessageData } from '../message/validate'
import type { MessengerOptions } from './messenger'

/** The default lifetime of a message and so of its session (MessengerOptions.expiresInMs). */
const DAY_MS = 24 * 60 * 60_000

/** The message createMessenger's messenger builds for an account: checked (§5), then formatted (EIP-4361 / CAIP-122). */
export async function createMessage(
  options: MessengerOptions,
  { accountAddress, chainId }: SIWXMessageInput,
  codecs: { normalizeAddress: typeof normalizeAddress },
): Promise<SIWXMessage> {
  const { now = Date.now } = options
  const expiresInMs = 'expiresInMs' in options ? options.expiresInMs : DAY_MS
  const { namespace } = splitChainId(chainId)
  // A chain without a message form is refused before its address is read.
  if (!ACCOUNT_LABELS[namespace]) throw new SIWXError('UNSUPPORTED_CHAIN', { chainId })
  const issued = now()
  const data: SIWXMessageData = {
    domain: options.domain,
    // EIP-4361 wants the EIP-55 form; other namespaces keep the wallet's spelling.
    accountAddress: codecs.normalizeAddress(namespace as ChainNamespace, accountAddress),
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
}

/** Wraps message data so `String(message)` is the exact text to sign. */
export function toMessage(data: SIWXMessageData): SIWXMessage {
  const text = formatMessage(data)
  return { ...data, toString: () => text }
}
