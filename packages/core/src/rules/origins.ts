import { PorticoError } from '@portico/common'

function wildcardToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')
  return new RegExp(`^${escaped}$`)
}

/**
 * §5: a pattern with a wildcard is matched against the origin, otherwise origins are compared exactly. A missing
 * list or an origin that matches nothing fails.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[] | undefined): boolean {
  if (!allowedOrigins) return false
  return allowedOrigins.some((allowed) =>
    allowed.includes('*') ? wildcardToRegExp(allowed).test(origin) : allowed === origin,
  )
}

export function assertOriginAllowed(origin: string, allowedOrigins: readonly string[] | undefined): void {
  if (!allowedOrigins) throw new PorticoError('ALLOWED_ORIGINS_MISSING')
  if (!isOriginAllowed(origin, allowedOrigins)) throw new PorticoError('ORIGIN_NOT_ALLOWED')
}
