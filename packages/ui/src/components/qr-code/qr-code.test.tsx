import { randomBytes } from 'node:crypto'
import { cleanup } from '@testing-library/react'
import jsQR from 'jsqr'
import { encode } from 'uqr'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { QrCode } from './QrCode'
import { QR_MASK_PATTERN, qrMatrix } from './qrMatrix'

afterEach(cleanup)

const URI = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce'

/** Reads the run-length path back into a set of "x,y" dark modules. */
function modulesOf(path: string): Set<string> {
  const dark = new Set<string>()
  for (const [, x, y, len] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(len); i++) dark.add(`${Number(x) + i},${y}`)
  }
  return dark
}

function expected(value: string, ecc: 'M' | 'H'): Set<string> {
  const { data } = encode(value, { ecc, border: 0, maskPattern: QR_MASK_PATTERN })
  const dark = new Set<string>()
  data.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) dark.add(`${x},${y}`)
    })
  })
  return dark
}

/** The drawn modules as a black-on-white image (3 px a module, 4 modules of quiet zone), as a camera would see it. */
function rasterize(matrix: ReturnType<typeof qrMatrix>) {
  const scale = 3
  const quiet = 4
  const side = (matrix.size + quiet * 2) * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  for (const key of modulesOf(matrix.path)) {
    const [x, y] = key.split(',').map(Number) as [number, number]
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const i = (((y + quiet) * scale + dy) * side + (x + quiet) * scale + dx) * 4
        pixels.fill(0, i, i + 3)
      }
    }
  }
  return { pixels, side }
}

const pairingUri = (n: number) =>
  `wc:${randomBytes(32).toString('hex')}@2?relay-protocol=irn&symKey=${randomBytes(32).toString('hex')}&expiryTimestamp=${1_764_000_000 + n}`

describe('qrMatrix', () => {
  it('codes with the fixed mask decode back to the pairing URI, with and without the logo square', () => {
    for (let n = 0; n < 12; n++) {
      const uri = pairingUri(n)
      for (const withLogo of [false, true]) {
        const { pixels, side } = rasterize(qrMatrix(uri, withLogo))
        expect(jsQR(pixels, side, side)?.data, `${uri} (logo: ${withLogo})`).toBe(uri)
      }
    }
  })

  it('a level M code with half its side cut out of the centre does not decode (the check above can fail)', () => {
    const uri = pairingUri(0)
    const matrix = qrMatrix(uri, false)
    const cut = Math.ceil(matrix.size / 2)
    const start = Math.floor((matrix.size - cut) / 2)
    const inCut = (v: number) => v >= start && v < start + cut
    const path = [...modulesOf(matrix.path)]
      .map((key) => key.split(',').map(Number) as [number, number])
      .filter(([x, y]) => !(inCut(x) && inCut(y)))
      .map(([x, y]) => `M${x} ${y}h1v1h-1z`)
      .join('')
    const { pixels, side } = rasterize({ ...matrix, path })
    expect(jsQR(pixels, side, side)?.data).not.toBe(uri)
  })

  it('draws exactly the encoder’s dark modules', () => {
    const matrix = qrMatrix(URI, false)
    expect(modulesOf(matrix.path)).toEqual(expected(URI, 'M'))
    expect(matrix.logo).toBeNull()
  })

  it('with a logo uses level H and clears a centred square of about 22 %', () => {
    const matrix = qrMatrix(URI, true)
    const logo = matrix.logo!
    expect(logo.start * 2 + logo.length).toBe(matrix.size)
    expect(logo.length / matrix.size).toBeGreaterThan(0.2)
    expect(logo.length / matrix.size).toBeLessThan(0.3)
    const drawn = modulesOf(matrix.path)
    const full = expected(URI, 'H')
    for (const key of drawn) expect(full.has(key)).toBe(true)
    const inLogo = (key: string) => {
      const [x, y] = key.split(',').map(Number) as [number, number]
      const end = logo.start + logo.length
      return x >= logo.start && x < end && y >= logo.start && y < end
    }
    expect([...drawn].some(inLogo)).toBe(false)
    expect([...full].filter((k) => !inLogo(k))).toEqual([...full].filter((k) => drawn.has(k)))
  })
})

describe('QrCode', () => {
  it('renders a labelled SVG whose modules take the theme QR colour', () => {
    const { view, root } = renderInShadow(<QrCode value={URI} size={200} />, {
      host: { themeVariables: { '--w3m-qr-color': 'rgb(10, 20, 30)' } },
    })
    const svg = view.getByRole('img', { name: 'QR code' })
    expect(svg.getAttribute('part')).toBe('qr-code')
    expect(svg.getAttribute('width')).toBe('200')
    expect(Number(svg.getAttribute('data-modules'))).toBe(encode(URI, { ecc: 'M', border: 0 }).size)
    const path = root.querySelector('path.portico-qr-modules')!
    expect(getComputedStyle(path).fill).toBe('rgb(10, 20, 30)')
  })

  it('draws the centre logo', () => {
    const { root } = renderInShadow(
      <QrCode value={URI} logoSrc="data:image/png;base64,AAAA" label="Scan with Rainbow" />,
    )
    expect(root.querySelector('svg')?.getAttribute('aria-label')).toBe('Scan with Rainbow')
    expect(root.querySelector('image')?.getAttribute('href')).toBe('data:image/png;base64,AAAA')
  })
})
