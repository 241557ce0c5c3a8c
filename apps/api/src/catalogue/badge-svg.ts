/** A small deterministic badge (rounded square, two-letter mark) standing in for brand artwork. */
export function badgeSvg(label: string, seed: string): string {
  const hash = fnv1a(seed)
  const hue = hash % 360
  const shape = (hash >>> 9) % 3
  const initials = label
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')
    .replace(/[^A-Z0-9]/g, '')
  const mark =
    shape === 0
      ? '<circle cx="48" cy="16" r="8" fill="#fff" fill-opacity=".35"/>'
      : shape === 1
        ? '<path d="M0 64 L64 20 L64 64Z" fill="#000" fill-opacity=".12"/>'
        : '<rect x="8" y="44" width="48" height="6" rx="3" fill="#fff" fill-opacity=".3"/>'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="hsl(${hue} 62% 46%)"/>${mark}<text x="32" y="39" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${initials || '?'}</text></svg>`
}

export function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}
