import type { AuthMail } from '../src/auth/options'
import type { ListenOptions } from '../src/server/listen'
import { DEV_PROJECT_ID } from '../src/store/seed'
import { startTestApi } from './helpers'

export const SECURE_SITE = 'http://127.0.0.1:5180'

/** The code on a line of its own in a mailed body. */
export const codeIn = (mail: AuthMail | undefined): string => {
  const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code in mail: ${mail?.text}`)
  return code
}

/** The real api with a clock the test moves and a mailer that keeps what it sends. */
export async function startAuthApi(clock: { t: number }, extra: Pick<ListenOptions, 'oidc'> = {}) {
  const mails: AuthMail[] = []
  // Set to make the relay refuse the next mails.
  const relay = { down: false }
  const harness = await startTestApi({
    ...extra,
    now: () => clock.t,
    secureSiteOrigins: [SECURE_SITE],
    mailer: {
      send: async (mail) => {
        if (relay.down) throw new Error('relay down')
        mails.push(mail)
      },
    },
  })
  const call = (method: string, path: string, body?: unknown, token?: string, origin = SECURE_SITE) =>
    fetch(`${harness.api.url}${path}${path.includes('?') ? '&' : '?'}projectId=${DEV_PROJECT_ID}`, {
      method,
      headers: {
        origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const lastMailTo = (to: string) => mails.filter((m) => m.to === to).at(-1)
  /** Signs an email user in on a device: code requested, read from the mail, verified. */
  const login = async (email: string, deviceId: string) => {
    const otp = await call('POST', '/auth/v1/email/otp', { email, deviceId })
    if (otp.status !== 200) throw new Error(`otp ${otp.status}: ${await otp.text()}`)
    const res = await call('POST', '/auth/v1/email/verify', { email, otp: codeIn(lastMailTo(email)), deviceId })
    if (res.status !== 200) throw new Error(`verify ${res.status}: ${await res.text()}`)
    return (await res.json()) as LoginAnswer
  }
  return { harness, mails, relay, call, lastMailTo, login }
}

export interface LoginAnswer {
  token: string
  user: { id: string; email: string | null; provider: string; username: string | null }
  isNewUser: boolean
  authShare: string | null
}
