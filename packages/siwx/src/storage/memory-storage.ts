import type { SIWXSession } from '@portico/core'
import { type SIWXStorage, sameAccount } from './storage'

/** Sessions for the life of the page only (tests, or apps that want sign-in per visit). */
export function createMemoryStorage(initial: SIWXSession[] = []): SIWXStorage {
  let sessions = [...initial]
  return {
    async add(session) {
      const { chainId, accountAddress } = session.data
      sessions = [...sessions.filter((s) => !sameAccount(s, chainId, accountAddress)), session]
    },
    async set(next) {
      sessions = [...next]
    },
    async get(chainId, accountAddress) {
      return sessions.filter((s) => sameAccount(s, chainId, accountAddress))
    },
    async delete(chainId, accountAddress) {
      sessions = sessions.filter((s) => !sameAccount(s, chainId, accountAddress))
    },
  }
}
