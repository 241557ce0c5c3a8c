import type { KeyValueStorageLike } from '../client/types'

/** Key prefix of the sign client's records in localStorage: Portico's persisted state is all under `appkit`. */
export const WC_STORAGE_PREFIX = 'appkit.wc/'

/**
 * The sign client's records in localStorage instead of its default IndexedDB store. Its start-up reads and writes a
 * dozen records one after another; on IndexedDB each is an asynchronous transaction and together they took most of
 * a second in Chromium before the first QR, on localStorage they take a few milliseconds. Values are JSON; a record
 * that does not parse is dropped (as if absent) rather than thrown into the sign client.
 */
export function localStorageKeyValue(storage: Storage, prefix = WC_STORAGE_PREFIX): KeyValueStorageLike {
  const keys = () => {
    const result: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key?.startsWith(prefix)) result.push(key.slice(prefix.length))
    }
    return result
  }
  const read = <T>(key: string): T | undefined => {
    const raw = storage.getItem(prefix + key)
    if (raw === null) return undefined
    try {
      return JSON.parse(raw) as T
    } catch {
      storage.removeItem(prefix + key)
      return undefined
    }
  }
  return {
    async getKeys() {
      return keys()
    },
    async getEntries<T>() {
      return keys().flatMap((key): [string, T][] => {
        const value = read<T>(key)
        return value === undefined ? [] : [[key, value]]
      })
    },
    async getItem<T>(key: string) {
      return read<T>(key)
    },
    async setItem<T>(key: string, value: T) {
      storage.setItem(prefix + key, JSON.stringify(value))
    },
    async removeItem(key: string) {
      storage.removeItem(prefix + key)
    },
  }
}
