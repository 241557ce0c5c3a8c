// CSP source expressions allow scheme://*.host and scheme://host:*, the wildcard forms apps/api's origin patterns use;
// anything with characters CSP would read as a separator is dropped rather than passed through.
const SAFE_SOURCE = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:(\d+|\*))?$/

export function ancestorsSource(origins: readonly string[] | undefined): string {
  const safe = (origins ?? []).filter((origin) => SAFE_SOURCE.test(origin))
  return safe.length > 0 ? safe.join(' ') : "'none'"
}

/** The frame page: only our own script, network only to apps/api and ourselves, embeddable only by the project. */
export function frameCsp(apiOrigin: string, ancestors: readonly string[] | undefined): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${apiOrigin} 'self'`,
    `frame-ancestors ${ancestorsSource(ancestors)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/** The social popup pages: the same, and never framed. */
export function popupCsp(apiOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${apiOrigin} 'self'`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
