import { describe, expect, it } from 'vitest'
import { ALERTS } from './alert-texts'
import { ALERT_VARIANTS, alertForUniversalProviderError } from './alerts'
import { CORE_ERROR_MESSAGES, RPC_ERROR_CODES } from './codes'
import { asFallback, FEATURE_ERROR_MESSAGES, featureError } from './feature-errors'
import { isPorticoError, PorticoError } from './portico-error'
import { fromRpcError, isUserRejection, toPorticoError } from './wallet-error'

describe('§8 alert keys each have a title and text', () => {
  it('has every key of the spec with the spec titles', () => {
    const titles: Record<string, string> = {
      PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
      INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
      RATE_LIMITED_APP_CONFIGURATION: 'Rate Limited',
      SERVER_ERROR_APP_CONFIGURATION: 'Server Error',
      IFRAME_LOAD_FAILED: 'Network Error',
      IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
      UNVERIFIED_DOMAIN: 'Invalid App Configuration',
      SWITCH_NETWORK_NOT_FOUND: 'Network Not Found',
      MULTI_WALLET_NOT_ENABLED: 'Multi-Wallet Not Enabled',
    }
    for (const [key, title] of Object.entries(titles)) {
      const alert = ALERTS[key as keyof typeof ALERTS]
      expect(alert.title).toBe(title)
      expect(alert.text.length).toBeGreaterThan(10)
    }
    // The texts and the variants are one key set.
    expect(Object.keys(ALERTS).sort()).toEqual(Object.keys(ALERT_VARIANTS).sort())
    expect(ALERT_VARIANTS.MULTI_WALLET_NOT_ENABLED).toBe('info')
  })
  it('maps universal provider errors by message', () => {
    expect(alertForUniversalProviderError('Unauthorized: origin not allowed')).toBe('INVALID_APP_CONFIGURATION')
    expect(alertForUniversalProviderError('JWT validation error: JWT Token is not yet valid')).toBe('SESSION_EXPIRED')
    expect(alertForUniversalProviderError('Unauthorized: invalid key')).toBe('INVALID_PROJECT_ID')
    expect(alertForUniversalProviderError('boom')).toBeUndefined()
    expect(ALERTS.SESSION_EXPIRED.title).toBe('Session Expired')
    expect(ALERTS.INVALID_PROJECT_ID.title).toBe('Invalid Project ID')
  })
})

describe('§8 PorticoError has code, message, cause', () => {
  it('fills placeholders from params', () => {
    const cause = new Error('x')
    const e = new PorticoError('ADAPTER_FOR_NAMESPACE_MISSING', { params: { namespace: 'solana' }, cause })
    expect(e.message).toBe("Adapter for namespace solana doesn't exist")
    expect(e.code).toBe('ADAPTER_FOR_NAMESPACE_MISSING')
    expect(e.cause).toBe(cause)
    expect(e).toBeInstanceOf(Error)
  })
  it('keeps the spec texts', () => {
    expect(CORE_ERROR_MESSAGES.SIWE_AND_SIWX).toBe('Cannot set both `siweConfig` and `siwx` options')
    expect(CORE_ERROR_MESSAGES.TRANSACTIONS_NEED_ADDRESS).toBe(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(CORE_ERROR_MESSAGES.INVALID_CHAIN_ID).toBe('Invalid chainId')
    expect(featureError('EMAIL_THROTTLED', { params: { seconds: 12 } }).message).toBe(
      'Please try again after 12 seconds',
    )
    expect(new PorticoError('DISCONNECT_CHAINS_FAILED', { params: { reason: 'x' } }).message).toBe(
      'Failed to disconnect chains: x',
    )
  })
})

describe('§8 the codes only features throw (@portico/common/errors)', () => {
  it('featureError gives a PorticoError with the code, its text, params and cause', () => {
    const cause = new Error('x')
    const e = featureError('HTTP_ERROR', { params: { status: 502 }, cause })
    expect(e).toBeInstanceOf(PorticoError)
    expect(isPorticoError(e, 'HTTP_ERROR')).toBe(true)
    expect(e.message).toBe('HTTP status code: 502')
    expect(e.params).toEqual({ status: 502 })
    expect(e.cause).toBe(cause)
  })
  it("asFallback: toPorticoError's fallback is the feature code, but a refusal or a known wallet code wins", () => {
    const unknown = new Error('boom')
    const fallback = toPorticoError(unknown, asFallback('ESTIMATE_GAS_FAILED'))
    expect(fallback.code).toBe('ESTIMATE_GAS_FAILED')
    expect(fallback.message).toBe('WagmiAdapter:estimateGas - error estimating gas')
    expect(fallback.cause).toBe(unknown)
    expect(toPorticoError({ code: 4001 }, asFallback('ESTIMATE_GAS_FAILED')).code).toBe('USER_REJECTED')
    expect(toPorticoError({ code: -32602 }, asFallback('ESTIMATE_GAS_FAILED')).code).toBe('RPC_INVALID_PARAMS')
  })
  it("the constructor takes only the main table's codes: a feature code comes with its text", () => {
    // @ts-expect-error HTTP_ERROR's text is in @portico/common/errors (featureError), not in the constructor's table
    const untyped = () => new PorticoError('HTTP_ERROR')
    expect(untyped).toBeTypeOf('function')
  })
  it('no code is in both tables, so a code has one text', () => {
    const core = Object.keys(CORE_ERROR_MESSAGES)
    expect(Object.keys(FEATURE_ERROR_MESSAGES).filter((code) => core.includes(code))).toEqual([])
  })
  it("the main entry holds none of the feature texts (they stay out of an app's initial JS)", async () => {
    const main = await import('../index')
    const mainTexts = new Set(Object.values(main.CORE_ERROR_MESSAGES))
    expect(Object.values(FEATURE_ERROR_MESSAGES).filter((text) => mainTexts.has(text as never))).toEqual([])
    expect(Object.keys(main)).not.toContain('FEATURE_ERROR_MESSAGES')
  })
})

describe('§8 JSON-RPC and EIP-1193 codes are mapped to typed errors', () => {
  const codes = [-32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006]
  const wallet = [4001, 4100, 4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760]
  it.each([...codes, ...wallet])('maps %i', (rpcCode) => {
    const e = fromRpcError({ code: rpcCode, message: 'from wallet' })
    expect(e.code).toBe(RPC_ERROR_CODES[rpcCode as keyof typeof RPC_ERROR_CODES])
    expect(e.rpcCode).toBe(rpcCode)
  })
  it('4001 is user rejected and 4902 the switch-chain code', () => {
    expect(fromRpcError({ code: 4001 }).code).toBe('USER_REJECTED')
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(fromRpcError({ code: 4902 }).code).toBe('UNRECOGNIZED_CHAIN')
  })
  it('a wallet refusing the connection (CONNECTION_REJECTED, e.g. a declined Polkadot authorization) is a rejection too', () => {
    expect(isUserRejection(new PorticoError('CONNECTION_REJECTED'))).toBe(true)
    expect(isUserRejection(new PorticoError('FAILED_TO_CONNECT'))).toBe(false)
    expect(isUserRejection({ code: 4100 })).toBe(false)
  })
  it('unknown codes and plain errors still become PorticoError', () => {
    const e = fromRpcError(new Error('weird'))
    expect(e).toBeInstanceOf(PorticoError)
    expect(e.message).toBe('RPC error none: weird')
    expect(fromRpcError({ code: 1234, message: 'm' }).message).toBe('RPC error 1234: m')
    expect(fromRpcError(null)).toBeInstanceOf(PorticoError)
  })
})

describe('error texts never throw while describing hostile input', () => {
  it('describes an object whose toString is not callable', () => {
    expect(fromRpcError({ toString: false }).code).toBe('UNKNOWN_RPC_ERROR')
  })
})
