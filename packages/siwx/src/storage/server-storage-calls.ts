import type { SIWXSession } from '@portico/core'
import { isSIWXErrorCode, SIWXError } from '../errors/siwx-error'
import { isSession } from './schema'
import type { ServerStorage, ServerStorageOptions } from './server-storage'
import { sameAccount } from './storage'

/** apps/api's error body: a stable code and a sentence. */
interface Problem {
  error?: string
  message?: string
}

/** createServerStorage's calls to apps/api (`/v1/siwx/*`), fetched with the rest of the SIWX work on first use. */
export function serverStorageCalls(options: ServerStorageOptions): ServerStorage {
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
