import { findRpcCode, PorticoError, toPorticoError } from '@portico/common'
import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'

describe('toPorticoError', () => {
  it('finds the wallet code through wrappers', () => {
    const wrapped = new Error('outer', { cause: new Error('mid', { cause: { code: 4902, message: 'x' } }) })
    expect(findRpcCode(wrapped)).toBe(4902)
    const error = toPorticoError(new UserRejectedRequestError(new Error('no')), 'FAILED_TO_CONNECT')
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.code).toBe('USER_REJECTED')
    expect(error.message).toBe('User rejected the request')
    expect(error.rpcCode).toBe(4001)
  })

  it('anything without a known code becomes the fallback, keeping the cause', () => {
    const cause = new TypeError('bad answer')
    const error = toPorticoError(cause, 'SIGN_MESSAGE_FAILED')
    expect(error.message).toBe('WagmiAdapter:signMessage - Sign message failed')
    expect(error.cause).toBe(cause)
    expect(toPorticoError({ code: 12345 }, 'FAILED_TO_CONNECT').code).toBe('FAILED_TO_CONNECT')
  })
})
