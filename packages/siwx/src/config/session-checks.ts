import type { SIWXSession } from '@portico/core'
import { checkSessionWindow, verifySession } from '../verify/verify-session'
import type { CreateSIWXOptions } from './create-siwx'

/**
 * createSIWX's checks, fetched with the rest of the SIWX work at the first session added or read: a session is
 * verified before it is stored (unless the storage is a server that checks it itself), and sessions read back are
 * dropped once outside their validity window.
 */
export function sessionChecks(options: CreateSIWXOptions) {
  const now = options.now ?? Date.now
  const verifiers = options.verifiers ?? []
  return {
    async verify(session: SIWXSession): Promise<void> {
      if (options.storage.verifies && verifiers.length === 0) {
        // The server is the judge; a stale window is still refused before a round trip.
        checkSessionWindow(session, now())
        return
      }
      await verifySession(session, {
        verifiers,
        now,
        ...(options.nonces ? { nonces: options.nonces } : {}),
        ...(options.domains ? { domains: options.domains } : {}),
      })
    },
    live(sessions: SIWXSession[]): SIWXSession[] {
      return sessions.filter((session) => {
        try {
          checkSessionWindow(session, now())
          return true
        } catch {
          return false
        }
      })
    },
  }
}
