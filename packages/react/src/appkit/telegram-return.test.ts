import { describe, expect, it, vi } from 'vitest'
import { takeResultUri } from './telegram-return'

function fakeWindow(href: string) {
  const replaceState = vi.fn()
  return { win: { location: { href }, history: { state: { app: 1 }, replaceState } }, replaceState }
}

describe('takeResultUri', () => {
  it('reads result_uri and removes only it, keeping other parameters, the hash and the history state', () => {
    const { win, replaceState } = fakeWindow('https://app.test/shop?a=1&result_uri=tg%3A%2F%2Fresolve%3Fx%3D2&b=2#pay')
    expect(takeResultUri(win)).toBe('tg://resolve?x=2')
    expect(replaceState).toHaveBeenCalledWith({ app: 1 }, '', '/shop?a=1&b=2#pay')
  })

  it('leaves an address without result_uri alone', () => {
    const { win, replaceState } = fakeWindow('https://app.test/?a=1#x')
    expect(takeResultUri(win)).toBeUndefined()
    expect(replaceState).not.toHaveBeenCalled()
  })

  it('drops the question mark when result_uri was the only parameter', () => {
    const { win, replaceState } = fakeWindow('https://app.test/p?result_uri=abc')
    expect(takeResultUri(win)).toBe('abc')
    expect(replaceState).toHaveBeenCalledWith({ app: 1 }, '', '/p')
  })
})
