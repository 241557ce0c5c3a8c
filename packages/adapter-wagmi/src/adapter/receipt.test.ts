import type { Config, Connection } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCapabilities } from './capabilities'
import { CALLS_STATUS_RETRY_COUNT, CALLS_STATUS_TIMEOUT_MS, RECEIPT_TIMEOUT_MS } from './receipt'
import { createSendCalls } from './send-calls'

// A wagmi whose waits never find a receipt: each rejects once its `timeout` has passed, as wagmi's do.
const waits = vi.hoisted(() => ({ parameters: [] as Array<{ timeout?: number; retryCount?: number }> }))
// What the wallet answers eth_sendTransaction / a contract write with.
const wallet = vi.hoisted(() => ({ answer: undefined as unknown }))
vi.mock('@wagmi/core', async (original) => {
  const timingOut = (_config: unknown, parameters: { timeout?: number; retryCount?: number }) => {
    waits.parameters.push(parameters)
    return new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), parameters.timeout))
  }
  return {
    ...(await original<typeof import('@wagmi/core')>()),
    sendTransaction: async () => wallet.answer,
    writeContract: async () => wallet.answer,
    sendCalls: async () => ({ id: 'bundle-1' }),
    waitForCallsStatus: timingOut,
  }
})
// The receipt wait is wagmi's, minus its revert replay through viem's call (wait-receipt.ts).
vi.mock('./wait-receipt', () => ({
  waitForReceipt: (_config: unknown, parameters: { timeout?: number }) => {
    waits.parameters.push(parameters)
    return new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), parameters.timeout))
  },
}))

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const connection = { connector: {}, accounts: [ACCOUNT], chainId: 31337 } as unknown as Connection
const helpers = { assertNamespace: () => {}, connectionOf: () => connection }
const config = {} as Config

/** Resolves to 'pending' while the promise has not settled after the timers advanced by `ms`. */
async function stateAfter(promise: Promise<unknown>, ms: number): Promise<'pending' | 'rejected'> {
  let state: 'pending' | 'rejected' = 'pending'
  promise.catch(() => {
    state = 'rejected'
  })
  await vi.advanceTimersByTimeAsync(ms)
  return state
}

beforeEach(() => {
  vi.useFakeTimers()
  waits.parameters.length = 0
  wallet.answer = `0x${'ab'.repeat(32)}`
})
afterEach(() => {
  vi.useRealTimers()
})

describe('receipt waiting (§9)', () => {
  it('a sent transaction waits 25 s for its receipt', async () => {
    const { sendTransaction } = createCapabilities(config, helpers)
    const sent = sendTransaction({ namespace: 'eip155', to: ACCOUNT, value: '1' })
    expect(await stateAfter(sent, RECEIPT_TIMEOUT_MS - 1)).toBe('pending')
    expect(await stateAfter(sent, 1)).toBe('rejected')
    expect(waits.parameters[0]?.timeout).toBe(25_000)
  })

  it('a call bundle waits 180 s for its status, with 6 retries', async () => {
    const { sendCalls } = createSendCalls(config, helpers)
    const sent = sendCalls({ namespace: 'eip155', calls: [{ to: ACCOUNT, value: '1' }] })
    expect(await stateAfter(sent, CALLS_STATUS_TIMEOUT_MS - 1)).toBe('pending')
    expect(await stateAfter(sent, 1)).toBe('rejected')
    expect(waits.parameters[0]).toMatchObject({ timeout: 180_000, retryCount: 6 })
    expect(CALLS_STATUS_RETRY_COUNT).toBe(6)
  })
})

describe('a wallet that answers something else than a transaction hash', () => {
  for (const answer of ['not-a-hash', `0x${'ab'.repeat(31)}`, `0x${'zz'.repeat(32)}`, { unexpected: true }, null]) {
    it(`${JSON.stringify(answer)}: the request fails at once, typed, and no receipt is awaited`, async () => {
      wallet.answer = answer
      const { sendTransaction, writeContract } = createCapabilities(config, helpers)
      const sent = sendTransaction({ namespace: 'eip155', to: ACCOUNT, value: '1' })
      await expect(sent).rejects.toMatchObject({
        code: 'AN_ERROR_OCCURRED',
        message: 'An error occurred',
        cause: answer,
      })
      const written = writeContract({ namespace: 'eip155', address: ACCOUNT, abi: [], functionName: 'transfer' })
      await expect(written).rejects.toMatchObject({ code: 'AN_ERROR_OCCURRED', cause: answer })
      expect(waits.parameters).toHaveLength(0)
    })
  }
})
