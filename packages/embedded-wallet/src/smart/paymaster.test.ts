import { RpcRequestError, TransactionRejectedRpcError } from 'viem'
import { describe, expect, it } from 'vitest'
import { paymasterCapability, SPONSORSHIP_REFUSED, sponsorshipRefusal } from './paymaster'
import { fakeAccount, OP, SMART, setup, TO } from './smart-fakes.test-support'

const APP_PAYMASTER = 'https://paymaster.example/rpc'
const call = {
  version: '2.0.0',
  chainId: '0x7a69',
  from: SMART,
  atomicRequired: true,
  calls: [{ to: TO, value: '0x1' }],
}

/** How viem hands a paymaster service's JSON-RPC refusal up through sendUserOperation. */
const refusedByService = () =>
  new TransactionRejectedRpcError(
    new RpcRequestError({
      body: { method: 'pm_getPaymasterStubData' },
      error: {
        code: SPONSORSHIP_REFUSED,
        message: 'Sponsorship is not enabled for project other',
        data: { error: 'SPONSORSHIP_DISABLED' },
      },
      url: APP_PAYMASTER,
    }),
  )

describe('ERC-7677 paymasterService on the smart account', () => {
  it('reads the app’s paymaster URL and context; refuses a URL that is not http(s)', () => {
    expect(paymasterCapability(undefined)).toBeUndefined()
    expect(paymasterCapability({ atomic: {} })).toBeUndefined()
    expect(paymasterCapability({ paymasterService: { url: APP_PAYMASTER, context: { policy: 'p1' } } })).toEqual({
      url: APP_PAYMASTER,
      context: { policy: 'p1' },
    })
    expect(() => paymasterCapability({ paymasterService: { url: 'javascript:alert(1)' } })).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
  })

  it('a refusal in viem’s error chain becomes one error that says sponsorship was refused and why', () => {
    expect(sponsorshipRefusal(refusedByService())).toMatchObject({
      code: SPONSORSHIP_REFUSED,
      message: 'Sponsorship refused (SPONSORSHIP_DISABLED): Sponsorship is not enabled for project other',
    })
    expect(sponsorshipRefusal(new Error('bundler down'))).toBeUndefined()
    // Another service's error with data is not a sponsorship refusal.
    const other = new RpcRequestError({
      body: {},
      error: { code: -32602, message: 'bad op', data: { error: 'X' } },
      url: APP_PAYMASTER,
    })
    expect(sponsorshipRefusal(other)).toBeUndefined()
  })

  it('wallet_getCapabilities reports paymasterService for an account that takes one', async () => {
    const { provider } = setup(true, fakeAccount(undefined, { paymasterService: { sponsored: true } }))
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [SMART] })).toEqual({
      '0x7a69': {
        atomic: { status: 'supported' },
        atomicBatch: { supported: true },
        paymasterService: { supported: true },
      },
    })
  })

  it('wallet_sendCalls hands capabilities.paymasterService to the send; without it the account’s default pays', async () => {
    const { provider, smart } = setup(true)
    const sponsored = { ...call, capabilities: { paymasterService: { url: APP_PAYMASTER, context: { a: 1 } } } }
    expect(await provider.request({ method: 'wallet_sendCalls', params: [sponsored] })).toEqual({ id: OP })
    expect(await provider.request({ method: 'wallet_sendCalls', params: [call] })).toEqual({ id: OP })
    expect(smart.paymasters).toEqual([{ url: APP_PAYMASTER, context: { a: 1 } }, undefined])
  })

  it('a bad paymasterService is refused before the approval; a refused sponsorship is a -32003 error, nothing sent', async () => {
    const { provider, approvals, smart } = setup(true)
    const bad = { ...call, capabilities: { paymasterService: { url: 42 } } }
    await expect(provider.request({ method: 'wallet_sendCalls', params: [bad] })).rejects.toMatchObject({
      code: -32602,
    })
    expect(approvals).toEqual([])
    smart.account.send = async () => {
      throw refusedByService()
    }
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: TO, value: '0x1' }] }),
    ).rejects.toMatchObject({
      code: SPONSORSHIP_REFUSED,
      message: 'Sponsorship refused (SPONSORSHIP_DISABLED): Sponsorship is not enabled for project other',
    })
    await expect(provider.request({ method: 'wallet_sendCalls', params: [call] })).rejects.toMatchObject({
      code: SPONSORSHIP_REFUSED,
    })
    expect(smart.sent).toEqual([])
  })
})
