import { createStorage, type Storage } from '@wagmi/core'

/** wagmi storage over a Map, shared between a "page" and its "reload" like localStorage would be. */
export function memoryWagmiStorage(): { storage: Storage; raw: Map<string, string> } {
  const raw = new Map<string, string>()
  const storage = createStorage({
    storage: {
      getItem: (key) => raw.get(key) ?? null,
      setItem: (key, value) => void raw.set(key, value),
      removeItem: (key) => void raw.delete(key),
    },
  })
  return { storage, raw }
}
