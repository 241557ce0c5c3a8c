import type { SocialResultMessage } from '@portico/embedded-wallet/protocol'

export interface StoredLogin {
  state: string
  origin: string
}

/**
 * The message the callback page posts to its opener, and the origin it may go to: the host origin recorded when this
 * popup started the login. A state other than the one recorded is answered as an error, never relayed as a code.
 */
export function authorizationResult(
  callbackUrl: string,
  stored: StoredLogin | null,
): { message: SocialResultMessage; targetOrigin: string } | undefined {
  if (!stored) return undefined
  const params = new URL(callbackUrl).searchParams
  const code = params.get('code')
  const payload =
    params.get('state') !== stored.state
      ? { error: 'state_mismatch' }
      : code
        ? { code, state: stored.state }
        : { error: (params.get('error') ?? 'no_code').slice(0, 200) }
  return { message: { type: 'SOCIAL_RESULT', id: stored.state, payload }, targetOrigin: stored.origin }
}
