// §9: avatar fallback colours are 5 tints in 15 percent steps. The base colour comes from the address itself so the
// same address always looks the same, in every app and on every visit.

const STEP = 0.15
const TINTS = 5

function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** The 24-bit base colour: an EVM address's first 6 hex digits, otherwise a hash of the (lower-cased) text. */
export function avatarBaseColor(address: string): [number, number, number] {
  const hex = /^0x([0-9a-f]{6})/i.exec(address)?.[1]
  const value = hex ? Number.parseInt(hex, 16) : fnv1a(address.toLowerCase()) & 0xffffff
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
}

const toHex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0')

/** Five colours: the base, then mixed 15 %, 30 %, 45 % and 60 % toward white. */
export function avatarTints(address: string): string[] {
  const base = avatarBaseColor(address)
  return Array.from({ length: TINTS }, (_, step) => {
    const mix = step * STEP
    return `#${base.map((c) => toHex(c + (255 - c) * mix)).join('')}`
  })
}
