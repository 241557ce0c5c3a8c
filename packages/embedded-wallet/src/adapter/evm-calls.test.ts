import type { EvmTransactionResult } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { fakeAccount, mined, OP, OWNER, setup, TO, TX } from '../smart/smart-fakes.test-support'
import { evmCallsCapability } from './evm-calls'
import { evmSendCapability } from './evm-send'

const APPROVE = { to: TO, data: '0x095ea7b3' } as const
const SWAP = { to: OWNER, data: '0x7ff36ab5', value: 1000n } as const

/** The capabilities on the embedded provider; `smart` says whether the smart account answers. */
function capabilities(approve: boolean, smart = true, account = fakeAccount()) {
  const wallet = setup(approve, account)
  const requests: string[] = []
  const provider = {
    request: (args: { method: string; params?: readonly unknown[] | object }) => {
      requests.push(args.method)
      return wallet.provider.request(args)
    },
  }
  const sendTransaction = vi.fn(
    async (): Promise<EvmTransactionResult> => ({ hash: TX, status: 'success', blockNumber: '7' }),
  )
  const calls = evmCallsCapability(provider, {
    smart: () => smart,
    chainId: () => 31337,
    sendTransaction,
    sleep: async () => undefined,
  })
  return { ...wallet, calls, requests, sendTransaction }
}

describe('the embedded adapter EIP-5792 capabilities (issue 19)', () => {
  it('reports atomic batching where the smart account answers, nothing for the EOA', async () => {
    expect(await capabilities(true).calls.getCapabilities()).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, atomicBatch: { supported: true } },
    })
    const eoa = capabilities(true, false)
    expect(await eoa.calls.getCapabilities()).toEqual({})
    // The EOA provider is not asked: it would open the modal on a method it does not serve.
    expect(eoa.requests).toEqual([])
  })

  it('sendCalls: approve + swap approved once, sent as ONE user operation, confirmed through wallet_getCallsStatus', async () => {
    const { calls, smart, approvals, requests } = capabilities(true)
    const result = await calls.sendCalls({ calls: [APPROVE, SWAP] })
    expect(result).toEqual({ id: OP, status: 'success', receipts: [{ transactionHash: TX, status: 'success' }] })
    expect(smart.sent).toEqual([[APPROVE, { ...SWAP }]])
    expect(approvals).toHaveLength(1)
    expect(requests[0]).toBe('wallet_sendCalls')
    expect(requests.slice(1).every((m) => m === 'wallet_getCallsStatus')).toBe(true)
  })

  it('a rejected approval rejects with 4001 and sends nothing', async () => {
    const { calls, smart, requests } = capabilities(false)
    await expect(calls.sendCalls({ calls: [APPROVE, SWAP] })).rejects.toMatchObject({ code: 4001 })
    expect(smart.sent).toEqual([])
    expect(requests).toEqual(['wallet_sendCalls'])
  })

  it('a reverted user operation is a failure of the whole batch: one operation, no call sent on its own', async () => {
    const { calls, smart, sendTransaction } = capabilities(true, true, fakeAccount(mined(false)))
    const result = await calls.sendCalls({ calls: [APPROVE, SWAP] })
    expect(result).toMatchObject({ status: 'failure', receipts: [{ transactionHash: TX, status: 'reverted' }] })
    expect(smart.sent).toHaveLength(1)
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it("the modal's Send from the smart account: one user operation; a reverted one is an error, not a receipt", async () => {
    /** The chain's receipt of the bundle transaction, as the node would answer it. */
    const withChain = (provider: ReturnType<typeof setup>['provider']) => ({
      request: (args: { method: string; params?: readonly unknown[] | object }) =>
        args.method === 'eth_getTransactionReceipt'
          ? Promise.resolve({ status: '0x1', blockNumber: '0x7' })
          : provider.request(args),
    })
    const ok = setup(true)
    const send = evmSendCapability(
      withChain(ok.provider),
      () => OWNER,
      async () => undefined,
    )
    expect(await send.sendTransaction({ to: TO, value: 5n })).toEqual({ hash: TX, status: 'success', blockNumber: '7' })
    expect(ok.smart.sent).toEqual([[{ to: TO, value: 5n }]])

    const reverted = setup(true, fakeAccount(mined(false)))
    const failing = evmSendCapability(
      withChain(reverted.provider),
      () => OWNER,
      async () => undefined,
    )
    await expect(failing.sendTransaction({ to: TO, value: 5n })).rejects.toMatchObject({
      message: 'The user operation reverted',
    })
    expect(reverted.smart.sent).toHaveLength(1)
  })

  it('the EOA refuses sendCalls unless the caller allows the one-by-one fallback, which stops at a revert', async () => {
    const eoa = capabilities(true, false)
    await expect(eoa.calls.sendCalls({ calls: [APPROVE, SWAP] })).rejects.toMatchObject({
      code: 'CAPABILITY_NOT_SUPPORTED',
    })
    eoa.sendTransaction.mockResolvedValueOnce({ hash: TX, status: 'reverted', blockNumber: '7' })
    const result = await eoa.calls.sendCalls({ calls: [APPROVE, SWAP], fallback: true })
    expect(result).toMatchObject({ status: 'failure', receipts: [{ status: 'reverted' }] })
    expect(eoa.sendTransaction).toHaveBeenCalledTimes(1)
    expect(eoa.requests).toEqual([])
  })
})
