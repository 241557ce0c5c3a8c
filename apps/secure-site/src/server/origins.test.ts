import { describe, expect, it } from 'vitest'
import { ancestorsSource, frameCsp } from './csp'
import { apiOriginsLookup, originAllowed } from './origins'

describe('originAllowed', () => {
  it.each([
    ['http://localhost:5173', ['http://localhost:*'], true],
    ['http://127.0.0.1:8080', ['http://localhost:*', 'http://127.0.0.1:*'], true],
    ['https://app.example', ['https://app.example'], true],
    ['https://app.example.evil', ['https://app.example'], false],
    ['https://localhost:5173', ['http://localhost:*'], false],
    ['http://localhost.evil:5173', ['http://localhost:*'], false],
    ['http://localhost:5173/path', ['http://localhost:*'], false],
    ['https://shop.example.com', ['https://*.example.com'], true],
    ['https://evil.com', ['https://*.example.com'], false],
    ['null', ['http://localhost:*'], false],
  ])('%s against %j → %s', (origin, patterns, expected) => {
    expect(originAllowed(origin, patterns)).toBe(expected)
  })
})

describe('frame CSP', () => {
  it('allows only own scripts, apps/api and self for network, and the project origins as ancestors', () => {
    expect(frameCsp('http://127.0.0.1:9000', ['http://localhost:*', 'https://app.example'])).toBe(
      "default-src 'none'; script-src 'self'; connect-src http://127.0.0.1:9000 'self'; " +
        "frame-ancestors http://localhost:* https://app.example; base-uri 'none'; form-action 'none'",
    )
  })

  it("falls back to frame-ancestors 'none' and drops anything that is not a plain origin pattern", () => {
    expect(ancestorsSource(undefined)).toBe("'none'")
    expect(ancestorsSource(["https://a.example; script-src 'unsafe-inline'", '*'])).toBe("'none'")
    expect(ancestorsSource(['https://*.example.com', 'http://localhost:*'])).toBe(
      'https://*.example.com http://localhost:*',
    )
  })
})

describe('apiOriginsLookup', () => {
  it('reads /projects/v1/origins once a minute and answers undefined when apps/api refuses', async () => {
    const asked: string[] = []
    const lookup = apiOriginsLookup('http://api.test', (async (input: URL) => {
      asked.push(input.toString())
      return input.searchParams.get('projectId') === 'p1'
        ? Response.json({ allowedOrigins: ['http://localhost:*'] })
        : new Response('{}', { status: 429 })
    }) as typeof fetch)
    expect(await lookup('p1')).toEqual(['http://localhost:*'])
    expect(await lookup('p1')).toEqual(['http://localhost:*'])
    expect(await lookup('limited')).toBeUndefined()
    expect(asked).toEqual([
      'http://api.test/projects/v1/origins?projectId=p1',
      'http://api.test/projects/v1/origins?projectId=limited',
    ])
  })
})
