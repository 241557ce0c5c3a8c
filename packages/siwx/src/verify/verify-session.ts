import type { SIWXSession } from '@portico/core'
import { SIWXError } from '../errors/siwx-error'
import { splitChainId } from '../message/chain-id'
import { formatMessage } from '../message/format'
import { validateMessageData } from '../message/validate'
import type { SIWXNonceStore } from '../nonce/nonce'
import type { SIWXVerifier } from './verifier'

export interface VerifySessionOptions {
  verifiers: readonly SIWXVerifier[]
  /** Domains this site answers to; a message for any other is refused. Omitted: not checked. */
  domains?: readonly string[]
  /** Spends the nonce so the same signed message cannot be replayed. Omitted: not checked (e.g. a server does it). */
  nonces?: SIWXNonceStore
  now?: () => number
  /** Clock skew allowed on notBefore / expirationTime (default 0). */
  skewMs?: number
}

/** The time and domain rules alone: what a stored session must still satisfy each time it is read. */
export function checkSessionWindow(session: SIWXSession, now: number, skewMs = 0): void {
  const { expirationTime, notBefore } = session.data
  if (expirationTime !== undefined && Date.parse(expirationTime) + skewMs <= now)
    throw new SIWXError('EXPIRED', { time: expirationTime })
  if (notBefore !== undefined && Date.parse(notBefore) - skewMs > now)
    throw new SIWXError('NOT_YET_VALID', { time: notBefore })
}

/**
 * Every check a new session passes before it is stored: well-formed fields, the signed text is exactly the text
 * those fields give, the domain, the validity window, the signature, and last the nonce (so a replay of a genuine
 * signature is caught even though the signature itself is good).
 */
export async function verifySession(session: SIWXSession, options: VerifySessionOptions): Promise<void> {
  const now = (options.now ?? Date.now)()
  validateMessageData(session.data)
  if (formatMessage(session.data) !== session.message) throw new SIWXError('MESSAGE_MISMATCH', { field: 'message' })
  if (options.domains && !options.domains.includes(session.data.domain))
    throw new SIWXError('WRONG_DOMAIN', { domain: session.data.domain })
  checkSessionWindow(session, now, options.skewMs)

  const { namespace } = splitChainId(session.data.chainId)
  const verifier = options.verifiers.find(
    (v) => v.namespace === namespace && (v.canVerify?.(session.data.chainId) ?? true),
  )
  if (!verifier) throw new SIWXError('NO_VERIFIER', { chainId: session.data.chainId })
  let valid = false
  try {
    valid = await verifier.verify(session)
  } catch (cause) {
    throw new SIWXError('INVALID_SIGNATURE', { address: session.data.accountAddress }, { cause })
  }
  if (!valid) throw new SIWXError('INVALID_SIGNATURE', { address: session.data.accountAddress })

  if (options.nonces) {
    const nonce = await options.nonces.consume(session.data.nonce)
    if (nonce === 'reused') throw new SIWXError('NONCE_REUSED')
    if (nonce === 'unknown') throw new SIWXError('NONCE_UNKNOWN')
  }
}
