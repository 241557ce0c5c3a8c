import { localStorageBackend } from '@portico/core'
import { createStorage, type Storage } from '@wagmi/core'

function guarded<T>(run: () => T, fallback: T): T {
  try {
    return run()
  } catch {
    return fallback
  }
}

/**
 * wagmi's storage over localStorage that never throws. wagmi's own default reads `window.localStorage` when the
 * config is created, which throws (SecurityError) where site data is blocked or in a sandboxed frame: the app would
 * not load. Here every access is guarded; with storage denied nothing persists and everything else works.
 */
export function safeWagmiStorage(): Storage {
  const backend = localStorageBackend()
  return createStorage({
    storage: {
      getItem: (key) => guarded(() => backend.getItem(key), null),
      setItem: (key, value) => guarded(() => backend.setItem(key, value), undefined),
      removeItem: (key) => guarded(() => backend.removeItem(key), undefined),
    },
  })
}
