// A stand-in for apps/api's /auth/v1 routes at the fetch boundary, following EMBEDDED.md's contract, so the frame's
// code is tested against the HTTP shapes without the real service (built by another helper in parallel).

interface FakeUser {
  id: string
  email: string
  devices: Set<string>
  authShare: string | null
}

export interface FakeAuthApi {
  fetch: typeof fetch
  /** What a dump of apps/api's database would hold: the users and their auth shares. */
  users: Map<string, FakeUser>
  /** The last code mailed to each address. */
  mailbox: Map<string, string>
  approve(email: string, deviceId: string): void
  calls: string[]
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  })

export function fakeAuthApi(): FakeAuthApi {
  const users = new Map<string, FakeUser>()
  const sessions = new Map<string, string>()
  const mailbox = new Map<string, string>()
  const approved = new Set<string>()
  const calls: string[] = []
  let nextUser = 1
  const userOf = (request: Request) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''
    const email = sessions.get(token)
    return email ? users.get(email) : undefined
  }
  const publicUser = (user: FakeUser) => ({ id: user.id, email: user.email, provider: 'email', username: null })
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    calls.push(`${request.method} ${url.pathname}`)
    if (!url.searchParams.get('projectId')) return json(400, { code: 'BAD_REQUEST', message: 'projectId' })
    const body = request.method === 'GET' || request.method === 'DELETE' ? {} : await request.json()
    const route = `${request.method} ${url.pathname}`
    switch (route) {
      case 'POST /auth/v1/email/otp': {
        const { email, deviceId } = body as { email: string; deviceId: string }
        const user = users.get(email)
        if (user && !user.devices.has(deviceId) && !approved.has(`${email} ${deviceId}`))
          return json(200, { action: 'VERIFY_DEVICE' })
        mailbox.set(email, String(100000 + Math.floor(Math.random() * 900000)))
        return json(200, { action: 'VERIFY_OTP' })
      }
      case 'GET /auth/v1/device/status':
        return json(200, {
          approved: approved.has(`${url.searchParams.get('email')} ${url.searchParams.get('deviceId')}`),
        })
      case 'POST /auth/v1/email/verify': {
        const { email, otp, deviceId } = body as { email: string; otp: string; deviceId: string }
        if (mailbox.get(email) !== otp)
          return json(400, { code: 'INVALID_OTP', message: 'Wrong code', attemptsLeft: 4 })
        mailbox.delete(email)
        let user = users.get(email)
        const isNewUser = !user
        if (!user) {
          user = { id: `user-${nextUser++}`, email, devices: new Set(), authShare: null }
          users.set(email, user)
        }
        user.devices.add(deviceId)
        const token = crypto.randomUUID().replaceAll('-', '')
        sessions.set(token, email)
        return json(200, { token, user: publicUser(user), isNewUser, authShare: user.authShare })
      }
      case 'GET /auth/v1/session': {
        const user = userOf(request)
        return user ? json(200, { user: publicUser(user) }) : json(401, { code: 'UNAUTHORIZED', message: 'no session' })
      }
      case 'DELETE /auth/v1/session': {
        sessions.delete(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '')
        return json(204)
      }
      case 'PUT /auth/v1/share': {
        const user = userOf(request)
        if (!user) return json(401, { code: 'UNAUTHORIZED', message: 'no session' })
        if (user.authShare) return json(409, { code: 'CONFLICT', message: 'exists' })
        user.authShare = (body as { authShare: string }).authShare
        return json(204)
      }
      case 'GET /auth/v1/share': {
        const user = userOf(request)
        if (!user) return json(401, { code: 'UNAUTHORIZED', message: 'no session' })
        return user.authShare ? json(200, { authShare: user.authShare }) : json(404, { code: 'NOT_FOUND', message: '' })
      }
      default:
        return json(404, { code: 'NOT_FOUND', message: route })
    }
  }
  return {
    fetch: fetchImpl as typeof fetch,
    users,
    mailbox,
    calls,
    approve: (email, deviceId) => approved.add(`${email} ${deviceId}`),
  }
}

/** The secure-site server's recovery-share route at the fetch boundary, checking sessions through the fake api. */
export function fakeRecoveryServer(api: FakeAuthApi): { fetch: typeof fetch; shares: Map<string, string> } {
  const shares = new Map<string, string>()
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const session = await api.fetch(
      new Request(`http://api.test/auth/v1/session?projectId=p`, { headers: request.headers }),
    )
    if (!session.ok) return json(401, { code: 'UNAUTHORIZED', message: '' })
    const { user } = (await session.json()) as { user: { id: string } }
    if (request.method === 'PUT') {
      if (shares.has(user.id)) return json(409, { code: 'CONFLICT', message: '' })
      shares.set(user.id, ((await request.json()) as { recoveryShare: string }).recoveryShare)
      return json(204)
    }
    const share = shares.get(user.id)
    return share ? json(200, { recoveryShare: share }) : json(404, { code: 'NOT_FOUND', message: '' })
  }
  return { fetch: fetchImpl as typeof fetch, shares }
}
