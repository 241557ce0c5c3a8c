import type { SIWXSession } from '@portico/core'
import { isSIWXErrorCode, SIWXError } from '../errors/siwx-error'
import { isSession } from './schema'
import { type SIWXStorage, sameAccount } from './storage'

export interface ServerStorageOptions {
  /** Base URL of the service with the SIWX endpoints (apps/api: its root URL). */
  apiUrl: string
  projectId: string
  fetch?: typeof fetch
  /** Per request (default 10 000 ms, §9's HTTP timeout): a hung server must not hold the modal's sign-in check. */
  timeoutMs?: number
}

export interface ServerStorage extends SIWXStorage {
  /** A single-use nonce from the server, for the messenger's `getNonce`. */
  getNonce(): Promise<string>
}

/** apps/api's error body: a stable code and a sentence. */
interface Problem {
  error?: string
  message?: string
}

/**
 * Sessions kept by apps/api (`/v1/siwx/*`). The server checks the signature, the nonce (single use) and the time
 * window, then issues an HTTP-only cookie; this page never sees the session token. Every request sends credentials.
 */
export function createServerStorage(options: ServerStorageOptions): ServerStorage {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const url = (path: string, query: Record<string, string> = {}) => {
    const u = new URL(`v1/siwx/${path}`, options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`)
    u.searchParams.set('projectId', options.projectId)
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v)
    return u.toString()
  }
  const call = async <T>(path: string, init: RequestInit = {}, query?: Record<string, string>): Promise<T> => {
    let response: Response
    try {
      response = await doFetch(url(path, query), {
        ...init,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        credentials: 'include',
        headers: init.body ? { 'content-type': 'application/json' } : {},
      })
    } catch (cause) {
      throw new SIWXError('STORAGE_FAILED', { reason: 'the server cannot be reached' }, { cause })
    }
    const body = (await response.json().catch(() => ({}))) as T & Problem
    if (!response.ok) {
      // The server answers refusals with the same codes as local verification, so callers see one set of errors.
      if (isSIWXErrorCode(body.error)) {
        throw new SIWXError(body.error, {}, body.message ? { message: body.message } : {})
      }
      throw new SIWXError('STORAGE_FAILED', { reason: body.message ?? `HTTP status code: ${response.status}` })
    }
    return body
  }
  const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body: JSON.stringify(body) })

  return {
    verifies: true,
    async getNonce() {
      const { nonce } = await call<{ nonce: string }>('nonce')
      return nonce
    },
    async add(session: SIWXSession) {
      await post('verify', { message: session.message, signature: session.signature, cacao: session.cacao })
    },
    async set(sessions) {
      await post('revoke', {})
      for (const session of sessions) await this.add(session)
    },
    async get(chainId, accountAddress) {
      const { sessions } = await call<{ sessions: unknown[] }>('session', {}, { chainId, address: accountAddress })
      return sessions.filter(isSession).filter((s) => sameAccount(s, chainId, accountAddress))
    },
    async delete(chainId, accountAddress) {
      await post('revoke', { chainId, address: accountAddress })
    },
  }
}
