import { encode } from 'uqr'

export interface QrMatrix {
  /** Modules per side. */
  size: number
  /** One SVG path of all dark modules, in module units (viewBox 0 0 size size). */
  path: string
  /** The cleared centre square for a logo, in modules, or null. */
  logo: { start: number; length: number } | null
}

// A logo covers at most this share of the side; level H error correction (30 %) recovers the hidden modules.
const LOGO_SHARE = 0.22
/**
 * Every reader decodes all eight masks; choosing one by the standard's penalty score means encoding eight times and
 * scoring each, which on a first QR (code not yet optimised) took 30–75 ms of the click → QR budget. A fixed mask
 * costs under 1 ms; qr-code.test.tsx decodes fixed-mask codes of real pairing URIs with jsQR, logo square cleared.
 */
export const QR_MASK_PATTERN = 0

/**
 * Encodes `value` and turns the dark modules into one path of horizontal runs (far fewer nodes than one rect per
 * module). With a logo, the centre is cleared so the logo sits on a quiet square.
 */
export function qrMatrix(value: string, withLogo: boolean): QrMatrix {
  const { data, size } = encode(value, { ecc: withLogo ? 'H' : 'M', border: 0, maskPattern: QR_MASK_PATTERN })
  let logo: QrMatrix['logo'] = null
  if (withLogo) {
    // Same parity as size so the square is exactly centred.
    let length = Math.ceil(size * LOGO_SHARE)
    if ((size - length) % 2 !== 0) length += 1
    logo = { start: (size - length) / 2, length }
  }
  const hidden = (x: number, y: number) =>
    logo !== null && x >= logo.start && x < logo.start + logo.length && y >= logo.start && y < logo.start + logo.length

  const parts: string[] = []
  for (let y = 0; y < size; y++) {
    const row = data[y] ?? []
    let x = 0
    while (x < size) {
      if (!row[x] || hidden(x, y)) {
        x++
        continue
      }
      const start = x
      while (x < size && row[x] && !hidden(x, y)) x++
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  }
  return { size, path: parts.join(''), logo }
}
