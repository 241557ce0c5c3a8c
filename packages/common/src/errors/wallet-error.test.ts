import { describe, expect, it } from 'vitest'
import { PorticoError } from './portico-error'
import { assertNamespace, findRpcCode, isUserRejection, REJECTION_TEXT, toPorticoError } from './wallet-error'

const rpcError = (code: number, message = 'from wallet', extra: object = {}) =>
  Object.assign(new Error(message), { code }, extra)

describe('toPorticoError follows what a wallet library wrapped', () => {
  it('finds a code through cause, error and data.originalError', () => {
    expect(findRpcCode(new Error('outer', { cause: new Error('mid', { cause: { code: 4902 } }) }))).toBe(4902)
    expect(findRpcCode({ name: 'WalletSignMessageError', error: { code: 4100 } })).toBe(4100)
    expect(findRpcCode({ code: 12345, data: { originalError: { code: 4200 } } })).toBe(4200)
    expect(findRpcCode(new Error('no code'))).toBeUndefined()
  })

  it('4001 deep in the chain is a rejection even under a wrapper with its own code', () => {
    const wrapped = rpcError(-32603, 'Internal error', { data: { originalError: rpcError(4001, 'denied') } })
    const error = toPorticoError(new Error('viem', { cause: wrapped }), 'SIGN_MESSAGE_FAILED')
    expect(error.code).toBe('USER_REJECTED')
    expect(error.rpcCode).toBe(4001)
    expect(error.cause).toBeInstanceOf(Error)
  })

  it('a known code becomes its entry with rpcCode; unknown codes fall back, keeping the cause', () => {
    const chain = new Error('outer', { cause: rpcError(4902) })
    const switched = toPorticoError(chain, 'CHAIN_NOT_SUPPORTED')
    expect(switched.code).toBe('UNRECOGNIZED_CHAIN')
    expect(switched.rpcCode).toBe(4902)
    expect(switched.cause).toBe(chain)
    const unknown = { code: 12345 }
    const fallback = toPorticoError(unknown, 'SIGN_MESSAGE_FAILED')
    expect(fallback.code).toBe('SIGN_MESSAGE_FAILED')
    expect(fallback.message).toBe('WagmiAdapter:signMessage - Sign message failed')
    expect(fallback.cause).toBe(unknown)
  })

  it('a refusal in words counts, for libraries that ask, only where no link carries a catalogue code', () => {
    const words = { rejectionText: REJECTION_TEXT }
    const declined = new Error('outer', { cause: new Error('User rejected the request.') })
    expect(toPorticoError(declined, 'FAILED_TO_CONNECT', words).code).toBe('USER_REJECTED')
    expect(toPorticoError(declined, 'FAILED_TO_CONNECT').code).toBe('FAILED_TO_CONNECT')
    expect(toPorticoError(rpcError(4100, 'user denied access'), 'FAILED_TO_CONNECT', words).code).toBe('UNAUTHORIZED')
    expect(toPorticoError(new Error('Cancelled'), 'FAILED_TO_CONNECT', words).code).toBe('FAILED_TO_CONNECT')
    expect(toPorticoError(new Error('Cancelled'), 'FAILED_TO_CONNECT', { rejectionText: /cancel/i }).code).toBe(
      'USER_REJECTED',
    )
  })

  it("a library's own refusal code wins over the catalogue's meaning of the same number", () => {
    expect(toPorticoError({ code: -32000 }, 'FAILED_TO_CONNECT').code).toBe('RPC_INVALID_INPUT')
    const sats = toPorticoError({ code: -32000 }, 'FAILED_TO_CONNECT', { rejectionCodes: [-32000] })
    expect(sats.code).toBe('USER_REJECTED')
    expect(sats.rpcCode).toBe(4001)
  })

  it('strings, null, undefined, numbers and plain objects thrown', () => {
    const words = { rejectionText: REJECTION_TEXT }
    expect(toPorticoError('User rejected the request', 'FAILED_TO_CONNECT', words).code).toBe('USER_REJECTED')
    expect(toPorticoError('Proposal expired', 'FAILED_TO_CONNECT', words).code).toBe('FAILED_TO_CONNECT')
    for (const thrown of [null, undefined, 42, {}, { message: 7 }, { code: '4001' }]) {
      const error = toPorticoError(thrown, 'SOMETHING_WENT_WRONG', words)
      expect(error.code).toBe('SOMETHING_WENT_WRONG')
      expect(error.cause).toBe(thrown)
    }
    expect(toPorticoError({ code: 4001 }, 'SOMETHING_WENT_WRONG').code).toBe('USER_REJECTED')
    expect(
      toPorticoError({ message: 'Rejected by user' }, 'SOMETHING_WENT_WRONG', { rejectionText: /reject/i }).code,
    ).toBe('USER_REJECTED')
  })

  it('a cycle of causes ends', () => {
    const a: { cause?: unknown; message: string } = { message: 'a' }
    const b = { cause: a, message: 'b' }
    a.cause = b
    expect(isUserRejection(a)).toBe(false)
    expect(toPorticoError(a, 'FAILED_TO_CONNECT').code).toBe('FAILED_TO_CONNECT')
  })

  it('a PorticoError passes through unchanged', () => {
    const typed = new PorticoError('CHAIN_NOT_SUPPORTED')
    expect(toPorticoError(typed, 'FAILED_TO_CONNECT')).toBe(typed)
  })
})

describe('isUserRejection', () => {
  it('sees 4001 through wrappers and the catalogue refusals, nothing else', () => {
    expect(
      isUserRejection(new Error('viem', { cause: { code: -32603, data: { originalError: { code: 4001 } } } })),
    ).toBe(true)
    expect(isUserRejection(new PorticoError('USER_REJECTED'))).toBe(true)
    expect(isUserRejection(new Error('User rejected the request'))).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
  })
})

describe('assertNamespace', () => {
  it('throws UNSUPPORTED_NAMESPACE for another namespace only', () => {
    expect(() => assertNamespace('eip155', 'eip155')).not.toThrow()
    expect(() => assertNamespace('solana', 'eip155')).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_NAMESPACE' }),
    )
  })
})
