/**
 * §5: a pattern with '*' matches any run of characters at that place (http://localhost:* or
 * https://*.example.com); otherwise origins compare exactly. A missing list allows nothing.
 */
export function isOriginAllowed(origin: string, allowed: readonly string[] | undefined): boolean {
  if (!allowed || allowed.length === 0) return false
  return allowed.some((pattern) => {
    if (!pattern.includes('*')) return pattern === origin
    const regex = new RegExp(`^${pattern.split('*').map(escapeRegex).join('.*')}$`)
    return regex.test(origin)
  })
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
