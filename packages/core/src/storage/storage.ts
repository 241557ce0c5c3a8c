import { localStorageBackend, type StorageBackend } from './backends'
import {
  MAX_RECENT_WALLETS,
  type RecentWallet,
  STORAGE_PREFIX,
  STORAGE_VERSION,
  type StorageKey,
  type StorageSchema,
  VALIDATORS,
} from './schema'

export interface PorticoStorage {
  get<K extends StorageKey>(key: K): StorageSchema[K] | undefined
  set<K extends StorageKey>(key: K, value: StorageSchema[K]): void
  remove(key: StorageKey): void
  addRecentWallet(wallet: RecentWallet): void
  readonly backend: StorageBackend
}

export type Warn = (message: string) => void

export const storageKey = (key: StorageKey): string => `${STORAGE_PREFIX}/${key}`

/**
 * The one place that reads and writes persisted state. A value that is not valid JSON, has another version or fails
 * its schema is removed with a warning and reads as undefined: storage problems never reach the host app.
 */
export function createStorage(
  backend: StorageBackend = localStorageBackend(),
  warn: Warn = console.warn,
): PorticoStorage {
  function drop(key: StorageKey, reason: string): undefined {
    warn(`[portico] dropped stored ${storageKey(key)}: ${reason}`)
    try {
      backend.removeItem(storageKey(key))
    } catch {}
    return undefined
  }

  const storage: PorticoStorage = {
    backend,
    get(key) {
      let raw: string | null
      try {
        raw = backend.getItem(storageKey(key))
      } catch {
        return undefined
      }
      if (raw === null) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(raw)
      } catch {
        return drop(key, 'not JSON')
      }
      if (typeof parsed !== 'object' || parsed === null || (parsed as { v?: unknown }).v !== STORAGE_VERSION) {
        return drop(key, 'unknown version')
      }
      const data = (parsed as { data?: unknown }).data
      return VALIDATORS[key](data) ? data : drop(key, 'does not match the schema')
    },
    set(key, value) {
      try {
        backend.setItem(storageKey(key), JSON.stringify({ v: STORAGE_VERSION, data: value }))
      } catch {}
    },
    remove(key) {
      try {
        backend.removeItem(storageKey(key))
      } catch {}
    },
    addRecentWallet(wallet) {
      const rest = (storage.get('recentWallets') ?? []).filter((w) => w.id !== wallet.id)
      storage.set('recentWallets', [wallet, ...rest].slice(0, MAX_RECENT_WALLETS))
    },
  }
  return storage
}
