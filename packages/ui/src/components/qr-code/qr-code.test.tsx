import { cleanup } from '@testing-library/react'
import { encode } from 'uqr'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { QrCode } from './QrCode'
import { qrMatrix } from './qrMatrix'

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
  const { data } = encode(value, { ecc, border: 0 })
  const dark = new Set<string>()
  data.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) dark.add(`${x},${y}`)
    })
  })
  return dark
}

describe('qrMatrix', () => {
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
