import type { EmbeddedUser, SocialProvider } from '@portico/embedded-wallet/protocol'
import { FrameFailure } from './failure'

export interface AuthAnswer {
  token: string
  user: EmbeddedUser
  isNewUser: boolean
  authShare: string | null
}

export interface SocialProviderConfig {
  authorizationEndpoint: string
  clientId: string
  scope: string
}

type Fetch = typeof fetch

/** apps/api's /auth/v1 routes as the frame calls them (EMBEDDED.md's contract); problem+json answers throw. */
export class AuthApi {
  constructor(
    private readonly apiUrl: string,
    private readonly projectId: string,
    private readonly fetchFn: Fetch = (input, init) => fetch(input, init),
  ) {}

  private async call<T>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; query?: Record<string, string> } = {},
  ): Promise<T> {
    const url = new URL(path, this.apiUrl)
    url.searchParams.set('projectId', this.projectId)
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
    const headers: Record<string, string> = {}
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const response = await this.fetchFn(url, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    })
    if (response.status === 204) return undefined as T
    const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined
    if (!response.ok) throw problemToFailure(response.status, body)
    return body as T
  }

  emailOtp(email: string, deviceId: string) {
    return this.call<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>('POST', '/auth/v1/email/otp', {
      body: { email, deviceId },
    })
  }

  deviceStatus(email: string, deviceId: string) {
    return this.call<{ approved: boolean }>('GET', '/auth/v1/device/status', { query: { email, deviceId } })
  }

  emailVerify(email: string, otp: string, deviceId: string) {
    return this.call<AuthAnswer>('POST', '/auth/v1/email/verify', { body: { email, otp, deviceId } })
  }

  socialToken(body: {
    provider: SocialProvider
    code: string
    codeVerifier: string
    redirectUri: string
    deviceId: string
  }) {
    return this.call<AuthAnswer>('POST', '/auth/v1/social/token', { body })
  }

  farcasterChannel(requestKey: string) {
    return this.call<{ channelToken: string; url: string }>('POST', '/auth/v1/farcaster/channel', {
      body: { requestKey },
    })
  }

  farcasterStatus(body: { channelToken: string; secret: string; deviceId: string }) {
    return this.call<{ state: 'pending' } | AuthAnswer>('POST', '/auth/v1/farcaster/status', { body })
  }

  socialConfig() {
    return this.call<{ providers: Partial<Record<SocialProvider, SocialProviderConfig>> }>(
      'GET',
      '/auth/v1/social/config',
    )
  }

  /** The session's user, or undefined when the token is no longer valid (401). */
  async session(token: string): Promise<EmbeddedUser | undefined> {
    try {
      return (await this.call<{ user: EmbeddedUser }>('GET', '/auth/v1/session', { token })).user
    } catch (error) {
      if (error instanceof FrameFailure && error.extra.status === 401) return undefined
      throw error
    }
  }

  signOut(token: string) {
    return this.call<void>('DELETE', '/auth/v1/session', { token })
  }

  putShare(token: string, authShare: string) {
    return this.call<void>('PUT', '/auth/v1/share', { token, body: { authShare } })
  }

  async getShare(token: string): Promise<string | undefined> {
    try {
      return (await this.call<{ authShare: string }>('GET', '/auth/v1/share', { token })).authShare
    } catch (error) {
      if (error instanceof FrameFailure && error.extra.status === 404) return undefined
      throw error
    }
  }

  updateEmail(token: string, newEmail: string) {
    return this.call<{ step: 'PRIMARY' }>('POST', '/auth/v1/email/update', { token, body: { newEmail } })
  }

  updateEmailVerify(token: string, otp: string, step: 'PRIMARY' | 'SECONDARY') {
    return this.call<{ step: 'SECONDARY' } | { user: EmbeddedUser }>('POST', '/auth/v1/email/update/verify', {
      token,
      body: { otp, step },
    })
  }

  updateEmailResend(token: string) {
    return this.call<{ step: 'PRIMARY' | 'SECONDARY' }>('POST', '/auth/v1/email/update/resend', { token, body: {} })
  }
}

/** The secure-site server's own recovery-share store (same origin as the frame). */
export class RecoveryApi {
  constructor(
    private readonly origin: string,
    private readonly projectId: string,
    private readonly fetchFn: Fetch = (input, init) => fetch(input, init),
  ) {}

  private url(): URL {
    const url = new URL('/recovery-share', this.origin)
    url.searchParams.set('projectId', this.projectId)
    return url
  }

  async put(token: string, recoveryShare: string): Promise<void> {
    const response = await this.fetchFn(this.url(), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ recoveryShare }),
    })
    if (!response.ok) throw problemToFailure(response.status, await response.json().catch(() => undefined))
  }

  async get(token: string): Promise<string | undefined> {
    const response = await this.fetchFn(this.url(), {
      headers: { authorization: `Bearer ${token}` },
    })
    if (response.status === 404) return undefined
    const body = (await response.json().catch(() => undefined)) as { recoveryShare?: string } | undefined
    if (!response.ok) throw problemToFailure(response.status, body)
    return body?.recoveryShare
  }
}

const STATUS_CODES: Record<number, string> = { 401: 'UNAUTHORIZED', 404: 'NOT_FOUND', 409: 'CONFLICT' }

function problemToFailure(status: number, body: unknown): FrameFailure {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const code = typeof problem.code === 'string' ? problem.code : (STATUS_CODES[status] ?? `HTTP_${status}`)
  const message = typeof problem.message === 'string' ? problem.message : `Request failed with status ${status}`
  return new FrameFailure(code, message, {
    status,
    ...(typeof problem.attemptsLeft === 'number' ? { attemptsLeft: problem.attemptsLeft } : {}),
    ...(typeof problem.retryAfter === 'number' ? { retryAfter: problem.retryAfter } : {}),
  })
}
