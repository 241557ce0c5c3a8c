import { describe, expect, it } from 'vitest'
import { expireCookie, readCookie, serializeCookie } from './cookie'

describe('cookie codec', () => {
  it('round-trips names and values that need encoding', () => {
    const written = serializeCookie('@appkit/state', 'a=b; c', 'path=/')
    expect(written).toBe('%40appkit%2Fstate=a%3Db%3B%20c; path=/')
    const header = `other=1; ${written.split(';')[0]}; last=x`
    expect(readCookie(header, '@appkit/state')).toBe('a=b; c')
    expect(readCookie(header, 'last')).toBe('x')
  })

  it('absent, empty-named and undecodable cookies read as null', () => {
    expect(readCookie('', 'a')).toBeNull()
    expect(readCookie('=a; b=1', '')).toBeNull()
    expect(readCookie('a=%E0%A4%A', 'a')).toBeNull()
    expect(readCookie('ab=1', 'a')).toBeNull()
  })

  it('expiring keeps the attributes and sets Max-Age=0', () => {
    expect(expireCookie('a b', 'Path=/')).toBe('a%20b=; Max-Age=0; Path=/')
  })
})
