// The one cookie codec: names and values percent-encoded, pairs split on ';'. Reading never throws: a value that is
// not valid percent-encoding reads as absent, like a cookie the browser dropped.

/** The value of cookie `name` in a `Cookie` header or `document.cookie`, or null. */
export function readCookie(header: string, name: string): string | null {
  const wanted = encodeURIComponent(name)
  for (const part of header.split(';')) {
    const pair = part.trim()
    const eq = pair.indexOf('=')
    if (eq <= 0 || pair.slice(0, eq) !== wanted) continue
    try {
      return decodeURIComponent(pair.slice(eq + 1))
    } catch {
      return null
    }
  }
  return null
}

/** One `Set-Cookie`-style string (what `document.cookie =` takes). */
export function serializeCookie(name: string, value: string, attributes: string): string {
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes}`
}

/** The string that deletes cookie `name` (the same path and domain attributes as when it was written). */
export function expireCookie(name: string, attributes: string): string {
  return `${encodeURIComponent(name)}=; Max-Age=0; ${attributes}`
}
