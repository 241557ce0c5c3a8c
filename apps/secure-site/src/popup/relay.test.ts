import { SocialResultMessageSchema } from '@portico/embedded-wallet/protocol'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { authorizationResult } from './relay'

const CALLBACK = 'http://127.0.0.1:9100/social/callback'
const stored = { state: 'st-1', origin: 'http://localhost:5173' }

describe('authorizationResult', () => {
  it('relays the code with its state to the recorded host origin only', () => {
    const result = authorizationResult(`${CALLBACK}?code=abc&state=st-1&iss=x`, stored)
    expect(result).toEqual({
      message: { type: 'SOCIAL_RESULT', id: 'st-1', payload: { code: 'abc', state: 'st-1' } },
      targetOrigin: 'http://localhost:5173',
    })
    expect(v.is(SocialResultMessageSchema, result?.message)).toBe(true)
  })

  it('answers an error, not the code, when the state is not the one this popup started', () => {
    expect(authorizationResult(`${CALLBACK}?code=abc&state=other`, stored)?.message.payload).toEqual({
      error: 'state_mismatch',
    })
  })

  it("passes the provider's error on, and nothing without a login in progress", () => {
    expect(authorizationResult(`${CALLBACK}?error=access_denied&state=st-1`, stored)?.message.payload).toEqual({
      error: 'access_denied',
    })
    expect(authorizationResult(`${CALLBACK}?code=abc&state=st-1`, null)).toBeUndefined()
  })
})
