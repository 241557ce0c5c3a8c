import { expireCookie, readCookie, serializeCookie } from '@portico/common'

// Pluggable storage backends. None touches `window` or `document` at import: localStorage and cookies are looked up
// on each call, so importing core on a server is safe and calls there simply find nothing.

export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function memoryStorage(
  initial: Record<string, string> = {},
): StorageBackend & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage
  } catch {
    // Accessing localStorage throws in sandboxed frames with storage disabled.
    return undefined
  }
}

export function localStorageBackend(): StorageBackend {
  return {
    getItem: (key) => browserStorage()?.getItem(key) ?? null,
    setItem: (key, value) => {
      try {
        browserStorage()?.setItem(key, value)
      } catch {
        // Quota exceeded or storage disabled: persistence is best effort, never an error for the host app.
      }
    },
    removeItem: (key) => browserStorage()?.removeItem(key),
  }
}

export interface CookieJar {
  /** The raw `Cookie` header (server) or `document.cookie` (browser). */
  read(): string
  /** Receives one `Set-Cookie`-style string per write. */
  write(cookie: string): void
}

function documentJar(): CookieJar {
  return {
    read: () => (typeof document === 'undefined' ? '' : document.cookie),
    write: (cookie) => {
      // The Cookie Store API is async and missing in some browsers; this backend must be synchronous.
      // biome-ignore lint/suspicious/noDocumentCookie: synchronous write is the point of this backend
      if (typeof document !== 'undefined') document.cookie = cookie
    },
  }
}

/** Cookie backend so a server render can see the same connection state as the browser. */
export function cookieStorage(jar: CookieJar = documentJar(), attributes = 'path=/; SameSite=Lax'): StorageBackend {
  return {
    getItem: (key) => readCookie(jar.read(), key),
    setItem: (key, value) => jar.write(serializeCookie(key, value, attributes)),
    removeItem: (key) => jar.write(expireCookie(key, attributes)),
  }
}
