import { PorticoError } from '../errors/portico-error'

// What one `*` may stand for: one DNS label or one port number — letters, digits and hyphens, at least one. Never a
// dot, colon, slash, '@', '#' or '?', so `https://*.example.com` cannot be satisfied by `https://evil.com/.example.com`
// or `https://evil.com#.example.com`, `http://localhost:*` only takes a port, and a deeper subdomain needs its own
// `*` (`https://*.*.example.com`).
const WILDCARD = '[A-Za-z0-9-]+'

function wildcardToRegExp(pattern: string): RegExp {
  const parts = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${parts.join(WILDCARD)}$`)
}

/**
 * §5 allowed origins: a pattern with a wildcard is matched against the origin, otherwise origins are compared
 * exactly. A missing list, or an origin that matches nothing, is not allowed. Used by core (the SDK) and by apps/api.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[] | undefined): boolean {
  if (!allowedOrigins) return false
  return allowedOrigins.some((allowed) =>
    allowed.includes('*') ? wildcardToRegExp(allowed).test(origin) : allowed === origin,
  )
}

/** Like isOriginAllowed, but says why: 'Allowed origins are missing' or 'Origin not allowed'. */
export function assertOriginAllowed(origin: string, allowedOrigins: readonly string[] | undefined): void {
  if (!allowedOrigins) throw new PorticoError('ALLOWED_ORIGINS_MISSING')
  if (!isOriginAllowed(origin, allowedOrigins)) throw new PorticoError('ORIGIN_NOT_ALLOWED')
}
