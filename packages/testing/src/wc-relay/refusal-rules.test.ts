import { describe, expect, test } from 'vitest'
import { JWT_NOT_YET_VALID } from './client-auth'
import { admit, clockFor, INVALID_KEY, ORIGIN_NOT_ALLOWED, projectRefusal, type RefusalRules } from './refusal-rules'
import { makeClientJwt } from './test-client'

const HOUR_MS = 3_600_000
const RULES: RefusalRules = {
  unknownProjects: ['unknown'],
  allowedOrigins: { fenced: ['https://app.example'] },
  clockBehindMs: { skewed: HOUR_MS },
}
const at = (projectId: string | undefined, origin?: string) => ({ projectId, origin })

describe('projectRefusal', () => {
  test('an unknown project is an invalid key whatever the origin', () => {
    expect(projectRefusal(RULES, at('unknown', 'https://app.example'))).toBe(INVALID_KEY)
    expect(INVALID_KEY).toBe('Unauthorized: invalid key')
  })

  test('a fenced project allows its own origins only; a page with none is refused too', () => {
    expect(projectRefusal(RULES, at('fenced', 'https://app.example'))).toBeUndefined()
    expect(projectRefusal(RULES, at('fenced', 'http://127.0.0.1:5173'))).toBe(ORIGIN_NOT_ALLOWED)
    expect(projectRefusal(RULES, at('fenced'))).toBe(ORIGIN_NOT_ALLOWED)
    expect(ORIGIN_NOT_ALLOWED).toBe('Unauthorized: origin not allowed')
  })

  test('other projects, no project and no rules refuse nothing', () => {
    expect(projectRefusal(RULES, at('portico-dev', 'http://127.0.0.1:5173'))).toBeUndefined()
    expect(projectRefusal(RULES, at(undefined, 'http://127.0.0.1:5173'))).toBeUndefined()
    expect(projectRefusal({}, at('unknown'))).toBeUndefined()
    // Inherited keys are no project's settings.
    expect(projectRefusal(RULES, at('toString'))).toBeUndefined()
  })
})

test('clockFor: only a skewed project sees the relay clock behind', () => {
  expect(clockFor(RULES, 'skewed', 10 * HOUR_MS)).toBe(9 * HOUR_MS)
  expect(clockFor(RULES, 'portico-dev', 10 * HOUR_MS)).toBe(10 * HOUR_MS)
  expect(clockFor(RULES, undefined, 10 * HOUR_MS)).toBe(10 * HOUR_MS)
})

describe('admit', () => {
  const options = { rules: RULES, verifyAuth: true, now: Date.now() }

  test('a signed token for an accepted project is accepted as its issuer', () => {
    const { iss, jwt } = makeClientJwt()
    expect(admit(jwt, at('portico-dev'), options)).toEqual({ kind: 'accept', clientId: iss })
  })

  test('each project refusal closes the opened socket with its reason', () => {
    const { jwt } = makeClientJwt()
    expect(admit(jwt, at('unknown'), options)).toEqual({ kind: 'close', reason: INVALID_KEY })
    expect(admit(jwt, at('fenced', 'http://127.0.0.1:1'), options)).toEqual({
      kind: 'close',
      reason: ORIGIN_NOT_ALLOWED,
    })
    expect(admit(jwt, at('skewed'), options)).toEqual({ kind: 'close', reason: JWT_NOT_YET_VALID })
  })

  test("the caller's refusal comes before the rules", () => {
    const { jwt } = makeClientJwt()
    const refuse = () => 'Unauthorized: project disabled'
    expect(admit(jwt, at('unknown'), { ...options, refuse })).toEqual({ kind: 'close', reason: refuse() })
  })

  test('a bad token is a 401, even for a refused project; without verification the issuer is enough', () => {
    expect(admit(null, at('unknown'), options)).toEqual({ kind: 'reject', reason: 'missing auth' })
    expect(admit(makeClientJwt({ expired: true }).jwt, at('portico-dev'), options)).toEqual({
      kind: 'reject',
      reason: 'expired auth',
    })
    expect(admit(makeClientJwt({ badSignature: true }).jwt, at('unknown'), options).kind).toBe('reject')
    const forged = makeClientJwt({ badSignature: true })
    expect(admit(forged.jwt, at('portico-dev'), { ...options, verifyAuth: false })).toEqual({
      kind: 'accept',
      clientId: forged.iss,
    })
    expect(admit(null, at('portico-dev'), { ...options, verifyAuth: false }).kind).toBe('reject')
  })
})
