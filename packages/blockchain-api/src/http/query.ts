export type QueryValue = string | number | boolean | null | undefined | readonly string[]
export type QueryParams = Record<string, QueryValue>

/**
 * Joins base, path and query. Falsy values are skipped (§7), so an optional argument never turns into
 * `?cursor=undefined`; arrays are sent comma-separated, the form the catalogue's include/exclude take.
 */
export function buildUrl(baseUrl: string, path: string, params: QueryParams = {}): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl
  const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`)
  for (const [key, value] of Object.entries(params)) {
    if (!value) continue
    if (Array.isArray(value)) {
      if (value.length > 0) url.searchParams.append(key, value.join(','))
      continue
    }
    url.searchParams.append(key, String(value))
  }
  return url.toString()
}
