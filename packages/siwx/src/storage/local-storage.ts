import { readSessions, writeSessions } from './schema'
import { type SIWXStorage, sameAccount } from './storage'

/** The Web Storage subset this needs (window.localStorage, sessionStorage, or a test double). */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface LocalStorageOptions {
  /** Default `appkit/siwx` (§3: appkit-prefixed keys). */
  key?: string
  /** Default `globalThis.localStorage`. */
  store?: KeyValueStore
  warn?: (message: string) => void
}

export const LOCAL_STORAGE_KEY = 'appkit/siwx'

/** Sessions in browser storage, versioned and schema-checked; a corrupt value is dropped with a warning. */
export function createLocalStorage(options: LocalStorageOptions = {}): SIWXStorage {
  const key = options.key ?? LOCAL_STORAGE_KEY
  const warn = options.warn ?? ((m: string) => console.warn(m))
  const backend = (): KeyValueStore | undefined =>
    options.store ?? (globalThis as { localStorage?: KeyValueStore }).localStorage

  const read = () => {
    const store = backend()
    if (!store) return []
    const sessions = readSessions(store.getItem(key))
    if (sessions) return sessions
    warn(`[portico/siwx] dropped an unreadable value under "${key}"`)
    store.removeItem(key)
    return []
  }
  const write = (sessions: ReturnType<typeof read>) => {
    const store = backend()
    if (!store) return
    if (sessions.length === 0) store.removeItem(key)
    else store.setItem(key, writeSessions(sessions))
  }

  return {
    async add(session) {
      // One session per account and network: a new sign-in replaces the old one.
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
