import type { ApiClient, CacheTtls } from './create-api-client'

/**
 * The answer of `load`, kept for the §9 lifetime named by `ttl` when the client caches. Only successes are kept.
 * `key` starts with the call's own prefix, so one call's entries never answer another's.
 */
export async function cached<T>(
  client: ApiClient,
  ttl: keyof CacheTtls,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const ttlMs = client.cacheTtl?.[ttl]
  if (ttlMs === undefined) return load()
  const hit = client.memory.cache.get(key)
  // The prefix of `key` fixes the type of what was stored under it.
  if (hit !== undefined) return hit as T
  const value = await load()
  client.memory.cache.set(key, value, ttlMs)
  return value
}

export function forget(client: ApiClient, key: string): void {
  client.memory.cache.delete(key)
}
