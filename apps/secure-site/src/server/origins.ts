import { isOriginAllowed } from '@portico/common'

/**
 * Whether a page may be served for a host origin: a canonical origin (scheme://host[:port], nothing more) that one of
 * the project's allowed-origin patterns admits, by the same §5 rule the SDK and apps/api use.
 */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  try {
    if (new URL(origin).origin !== origin) return false
  } catch {
    return false
  }
  return isOriginAllowed(origin, patterns)
}

export type OriginsLookup = (projectId: string) => Promise<readonly string[] | undefined>

const CACHE_MS = 60_000

/** A project's allowed origins from apps/api, cached for a minute; undefined when apps/api does not answer them. */
export function apiOriginsLookup(apiUrl: string, fetchFn: typeof fetch = fetch): OriginsLookup {
  const cache = new Map<string, { at: number; origins: readonly string[] }>()
  return async (projectId) => {
    const hit = cache.get(projectId)
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.origins
    const url = new URL('/projects/v1/origins', apiUrl)
    url.searchParams.set('projectId', projectId)
    try {
      const response = await fetchFn(url, { signal: AbortSignal.timeout(5_000) })
      if (!response.ok) return undefined
      const body = (await response.json()) as { allowedOrigins?: unknown }
      if (!Array.isArray(body.allowedOrigins)) return undefined
      const origins = body.allowedOrigins.filter((o): o is string => typeof o === 'string')
      cache.set(projectId, { at: Date.now(), origins })
      return origins
    } catch {
      return undefined
    }
  }
}
