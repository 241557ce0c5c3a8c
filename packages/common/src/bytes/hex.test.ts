import { describe, expect, it } from 'vitest'
import { bytesToHex, utf8ToHex } from './hex'

describe('bytesToHex', () => {
  it('writes two lower-case digits per byte, leading zeros kept, no prefix', () => {
    expect(bytesToHex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe('00010f10abff')
  })

  it('is empty for no bytes', () => {
    expect(bytesToHex(new Uint8Array())).toBe('')
  })

  it('agrees with Node for random bytes of any length', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(97))
    expect(bytesToHex(bytes)).toBe(Buffer.from(bytes).toString('hex'))
  })

  it('takes a text encoder output and any iterable of bytes (a Buffer too)', () => {
    expect(bytesToHex(new TextEncoder().encode('hé'))).toBe('68c3a9')
    expect(bytesToHex(Buffer.from([1, 2]))).toBe('0102')
  })
})

describe('utf8ToHex', () => {
  it('is the 0x hex of the UTF-8 bytes', () => {
    expect(utf8ToHex('hé €')).toBe(`0x${Buffer.from('hé €', 'utf8').toString('hex')}`)
    expect(utf8ToHex('')).toBe('0x')
  })
})
