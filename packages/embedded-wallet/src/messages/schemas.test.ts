import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { FrameMessageSchema, parseRequest, parseResult, REQUEST_TYPES, SocialResultMessageSchema } from './schemas'

describe('frame message schemas', () => {
  it('accepts each request with a valid payload and keeps its type and id', () => {
    expect(parseRequest({ type: 'CONNECT_EMAIL', id: 'a1', payload: { email: ' me@example.com ' } })).toEqual({
      type: 'CONNECT_EMAIL',
      id: 'a1',
      payload: { email: 'me@example.com' },
    })
    expect(
      parseRequest({ type: 'EVM_SEND_TRANSACTION', id: 'x', payload: { chainId: 31337, transaction: {} } }),
    ).toEqual({ type: 'EVM_SEND_TRANSACTION', id: 'x', payload: { chainId: 31337, transaction: {} } })
  })

  it.each([
    ['an unknown type', { type: 'STEAL_KEY', id: '1', payload: {} }],
    ['a missing id', { type: 'GET_USER', payload: {} }],
    ['an over-long id', { type: 'GET_USER', id: 'x'.repeat(65), payload: {} }],
    ['a bad email', { type: 'CONNECT_EMAIL', id: '1', payload: { email: 'nope' } }],
    ['a 5-digit code', { type: 'CONNECT_OTP', id: '1', payload: { email: 'a@b.co', otp: '12345' } }],
    ['a non-hex message', { type: 'EVM_SIGN_MESSAGE', id: '1', payload: { message: 'hello' } }],
    ['an unknown provider', { type: 'SOCIAL_START', id: '1', payload: { provider: 'myspace' } }],
    ['a bad chain id', { type: 'EVM_SEND_TRANSACTION', id: '1', payload: { chainId: 0, transaction: {} } }],
    ['a bad recipient', { type: 'EVM_SEND_TRANSACTION', id: '1', payload: { chainId: 1, transaction: { to: '0x1' } } }],
    ['non-base64 Solana bytes', { type: 'SOLANA_SIGN_TRANSACTION', id: '1', payload: { transaction: '%%' } }],
    ['not an object', 'GET_USER'],
  ])('rejects %s', (_label, value) => {
    expect(parseRequest(value)).toBeUndefined()
  })

  it('every request type has a payload and a result schema', () => {
    expect(REQUEST_TYPES.length).toBeGreaterThanOrEqual(15)
    for (const type of REQUEST_TYPES) expect(parseRequest({ type, id: '1', payload: null })).toBeUndefined()
  })

  it('parses frame messages: READY, RESULT and ERROR only', () => {
    expect(v.is(FrameMessageSchema, { type: 'READY', id: 'r', payload: {} })).toBe(true)
    expect(
      v.is(FrameMessageSchema, { type: 'ERROR', id: 'r', payload: { code: 'X', message: 'y', rpcCode: 4001 } }),
    ).toBe(true)
    expect(v.is(FrameMessageSchema, { type: 'ERROR', id: 'r', payload: { code: 'X' } })).toBe(false)
    expect(v.is(FrameMessageSchema, { type: 'HELLO', id: 'r', payload: {} })).toBe(false)
  })

  it('checks results against the request type', () => {
    const connected = {
      user: { id: 'u1', email: 'a@b.co', provider: 'email', username: null },
      accounts: { eip155: `0x${'ab'.repeat(20)}`, solana: '5ZWj7a1f8tWkjBESHKgrLmXshuXxqeY9SYcfbshpAqPG' },
      isNewUser: true,
    }
    expect(parseResult('CONNECT_OTP', connected)).toEqual(connected)
    expect(() => parseResult('CONNECT_OTP', { ...connected, accounts: { eip155: '0x1', solana: 'x' } })).toThrow()
    expect(parseResult('UPDATE_EMAIL_VERIFY', { step: 'SECONDARY' })).toEqual({ step: 'SECONDARY' })
  })

  it('parses the social popup result, success or error', () => {
    expect(
      v.is(SocialResultMessageSchema, { type: 'SOCIAL_RESULT', id: 's', payload: { code: 'c', state: 's' } }),
    ).toBe(true)
    expect(
      v.is(SocialResultMessageSchema, { type: 'SOCIAL_RESULT', id: 's', payload: { error: 'access_denied' } }),
    ).toBe(true)
    expect(v.is(SocialResultMessageSchema, { type: 'SOCIAL_RESULT', id: 's', payload: {} })).toBe(false)
  })
})
