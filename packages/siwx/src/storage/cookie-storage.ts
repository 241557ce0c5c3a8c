import { expireCookie, readCookie, serializeCookie } from '@portico/common'
import type { SIWXSession } from '@portico/core'
import { readSessions, writeSessions } from './schema'
import { type SIWXStorage, sameAccount } from './storage'

/** `document` or anything with the same `cookie` accessor. */
export interface CookieJar {
  cookie: string
}

export interface CookieStorageOptions {
  /** Cookie name (default `appkit_siwx`; cookie names cannot carry the `/` of the local-storage key). */
  name?: string
  jar?: CookieJar
  path?: string
  /** Seconds (default: until the latest session expiry, else a session cookie). */
  maxAge?: number
  sameSite?: 'Strict' | 'Lax' | 'None'
  /** Default: true on https pages. */
  secure?: boolean
  warn?: (message: string) => void
}

export const COOKIE_NAME = 'appkit_siwx'
// Browsers keep at most ~4096 bytes per cookie, name and attributes included.
const MAX_VALUE_BYTES = 3800

/**
 * Sessions in a first-party cookie, readable by the page and sent to the app's own server with each request (so a
 * server can read which accounts signed in). Not HTTP-only by nature: for that, use the server-backed storage.
 */
export function createCookieStorage(options: CookieStorageOptions = {}): SIWXStorage {
  const name = options.name ?? COOKIE_NAME
  const warn = options.warn ?? ((m: string) => console.warn(m))
  const jar = (): CookieJar | undefined => options.jar ?? (globalThis as { document?: CookieJar }).document

  const raw = (): string | null => readCookie(jar()?.cookie ?? '', name)
  const attributes = (sessions: SIWXSession[]) => {
    const attrs = [`Path=${options.path ?? '/'}`, `SameSite=${options.sameSite ?? 'Lax'}`]
    const secure =
      options.secure ?? (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:'
    if (secure) attrs.push('Secure')
    const expiries = sessions.map((s) => Date.parse(s.data.expirationTime ?? ''))
    const maxAge =
      options.maxAge ??
      (expiries.length > 0 && expiries.every(Number.isFinite)
        ? Math.max(0, Math.ceil((Math.max(...expiries) - Date.now()) / 1000))
        : undefined)
    if (maxAge !== undefined) attrs.push(`Max-Age=${maxAge}`)
    return attrs.join('; ')
  }

  const read = (): SIWXSession[] => {
    const sessions = readSessions(raw())
    if (sessions) return sessions
    warn(`[portico/siwx] dropped an unreadable cookie "${name}"`)
    write([])
    return []
  }
  const write = (sessions: SIWXSession[]) => {
    const target = jar()
    if (!target) return
    if (sessions.length === 0) {
      target.cookie = expireCookie(name, `Path=${options.path ?? '/'}`)
      return
    }
    // Keep the newest sessions that fit in one cookie rather than have the browser silently drop all of them.
    let kept = [...sessions]
    const encodedLength = () => encodeURIComponent(writeSessions(kept)).length
    while (encodedLength() > MAX_VALUE_BYTES && kept.length > 1) kept = kept.slice(1)
    if (kept.length < sessions.length) warn(`[portico/siwx] cookie "${name}" is full: kept the newest sessions`)
    target.cookie = serializeCookie(name, writeSessions(kept), attributes(kept))
  }

  return {
    async add(session) {
      const { chainId, accountAddress } = session.data
      write([...read().filter((s) => !sameAccount(s, chainId, accountAddress)), session])
    },
    async set(sessions) {
      write([...sessions])
    },
    async get(chainId, accountAddress) {
      return read().filter((s) => sameAccount(s, chainId, accountAddress))
    },
    async delete(chainId, accountAddress) {
      write(read().filter((s) => !sameAccount(s, chainId, accountAddress)))
    },
  }
}
