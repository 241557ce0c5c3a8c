import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RequestArguments } from './evm-provider'
import { evmSendCapability, RECEIPT_TIMEOUT_MS } from './evm-send'

const FROM = '0x00000000000000000000000000000000000000f1'
const TO = '0x00000000000000000000000000000000000000a2'
const HASH = `0x${'ab'.repeat(32)}`

/** A provider that answers the send with HASH and the receipt after `pending` polls, with `status`. */
function fakeProvider(pending: number, status = '0x1') {
  const calls: RequestArguments[] = []
  let polls = 0
  return {
    calls,
    request: async (args: RequestArguments) => {
      calls.push(args)
      if (args.method === 'eth_sendTransaction') return HASH
      if (args.method === 'eth_getTransactionReceipt') {
        polls += 1
        return polls > pending ? { status, blockNumber: '0x2a' } : null
      }
      throw new Error(`unexpected ${args.method}`)
    },
  }
}

const noWait = async () => {}

afterEach(() => {
  vi.useRealTimers()
})

describe('evmSendCapability', () => {
  it('sends through the provider with hex quantities, then polls for the receipt until it is mined', async () => {
    const provider = fakeProvider(2)
    const { sendTransaction } = evmSendCapability(provider, () => FROM, noWait)
    const result = await sendTransaction({ to: TO, value: '50000000000000000', gas: 21000n, gasPrice: 7 })
    expect(result).toEqual({ hash: HASH, status: 'success', blockNumber: '42' })
    expect(provider.calls[0]).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: FROM, to: TO, value: '0xb1a2bc2ec50000', gas: '0x5208', gasPrice: '0x7' }],
    })
    expect(provider.calls.filter((c) => c.method === 'eth_getTransactionReceipt')).toHaveLength(3)
  })

  it('a reverted receipt is reported as reverted; no signed-in account is 4100 before anything is sent', async () => {
    const reverted = fakeProvider(0, '0x0')
    expect((await evmSendCapability(reverted, () => FROM, noWait).sendTransaction({ to: TO })).status).toBe('reverted')
    const idle = fakeProvider(0)
    await expect(evmSendCapability(idle, () => undefined, noWait).sendTransaction({ to: TO })).rejects.toMatchObject({
      code: 4100,
    })
    expect(idle.calls).toEqual([])
  })

  it('gives up when no receipt comes within the receipt timeout', async () => {
    vi.useFakeTimers()
    const provider = fakeProvider(Number.POSITIVE_INFINITY)
    const sleep = async (ms: number) => {
      vi.setSystemTime(Date.now() + ms * 10)
    }
    await expect(evmSendCapability(provider, () => FROM, sleep).sendTransaction({ to: TO })).rejects.toMatchObject({
      code: 'REQUEST_TIMEOUT',
    })
    const polls = provider.calls.filter((c) => c.method === 'eth_getTransactionReceipt').length
    expect(polls).toBe(Math.ceil(RECEIPT_TIMEOUT_MS / 5000) + 1)
  })
})
