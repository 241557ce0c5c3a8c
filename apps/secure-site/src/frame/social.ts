import type { SocialProvider } from '@portico/embedded-wallet/protocol'
import {
  calculatePKCECodeChallenge,
  generateRandomCodeVerifier,
  generateRandomNonce,
  generateRandomState,
} from 'oauth4webapi'
import { FrameFailure } from './failure'

interface PendingLogin {
  provider: SocialProvider
  verifier: string
  startedAt: number
}

/** A login not finished within 10 minutes is dropped (the provider's code would have expired long before). */
const PENDING_MS = 10 * 60_000

/**
 * The frame's half of authorization code + PKCE: the verifier is made and kept here; the popup only carries the
 * challenge out and the code back, and apps/api redeems the code with this verifier. A state is good for one use.
 */
export class SocialLogins {
  private readonly pending = new Map<string, PendingLogin>()

  constructor(
    private readonly secureOrigin: string,
    private readonly projectId: string,
    private readonly hostOrigin: string,
  ) {}

  get redirectUri(): string {
    return `${this.secureOrigin}/social/callback`
  }

  async start(provider: SocialProvider): Promise<string> {
    const verifier = generateRandomCodeVerifier()
    const state = generateRandomState()
    const now = Date.now()
    for (const [old, login] of this.pending) if (now - login.startedAt > PENDING_MS) this.pending.delete(old)
    this.pending.set(state, { provider, verifier, startedAt: now })
    const url = new URL('/social/start', this.secureOrigin)
    url.searchParams.set('provider', provider)
    url.searchParams.set('projectId', this.projectId)
    url.searchParams.set('origin', this.hostOrigin)
    url.searchParams.set('state', state)
    url.searchParams.set('nonce', generateRandomNonce())
    url.searchParams.set('code_challenge', await calculatePKCECodeChallenge(verifier))
    return url.toString()
  }

  take(state: string): PendingLogin {
    const login = this.pending.get(state)
    this.pending.delete(state)
    if (!login) throw new FrameFailure('INVALID_STATE', 'This social login was not started here or was already used')
    return login
  }
}
