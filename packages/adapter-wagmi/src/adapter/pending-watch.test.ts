import type { Config } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchPending } from './pending-watch'

const HASH_A = `0x${'aa'.repeat(32)}` as const
const HASH_B = `0x${'bb'.repeat(32)}` as const

interface FakeChain {
  requests: { chainId: number; method: string; params?: unknown[] }[]
  changes: Array<Array<`0x${string}`>>
  failFilter?: boolean
}

/** A wagmi config whose clients answer the filter methods; `setChain` is wagmi's connected-chain change. */
function fakeConfig(state: FakeChain, transportType = 'http') {
  let onChain: ((chainId: number) => void) | undefined
  const client = (chainId: number) => ({
    transport: {
      type: transportType,
      subscribe: async ({ onData }: { onData(data: { result: string }): void }) => {
        state.requests.push({ chainId, method: 'eth_subscribe' })
        onData({ result: HASH_A })
        return { unsubscribe: () => state.requests.push({ chainId, method: 'eth_unsubscribe' }) }
      },
    },
    request: async ({ method, params }: { method: string; params?: unknown[] }) => {
      state.requests.push({ chainId, method, ...(params ? { params } : {}) })
      if (method === 'eth_newPendingTransactionFilter') {
        if (state.failFilter) throw new Error('filters not supported')
        return '0x1'
      }
      if (method === 'eth_getFilterChanges') return state.changes.shift() ?? []
      return true
    },
  })
  const config = {
    _internal: { syncConnectedChain: true },
    getClient: ({ chainId = 1 }: { chainId?: number } = {}) => client(chainId),
    subscribe: (_selector: unknown, listener: (chainId: number) => void) => {
      onChain = listener
      return () => {
        onChain = undefined
      }
    },
  } as unknown as Config
  return { config, setChain: (chainId: number) => onChain?.(chainId) }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pending-transaction watch', () => {
  it('creates a filter at once, then polls its changes every interval, passing each non-empty batch', async () => {
    const state: FakeChain = { requests: [], changes: [[], [HASH_A, HASH_B]] }
    const onTransactions = vi.fn()
    const stop = watchPending(fakeConfig(state).config, { pollingInterval: 1000, onTransactions, onError: vi.fn() })
    await vi.advanceTimersByTimeAsync(0)
    expect(state.requests.map((r) => r.method)).toEqual(['eth_newPendingTransactionFilter'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(state.requests.at(-1)).toEqual({ chainId: 1, method: 'eth_getFilterChanges', params: ['0x1'] })
    expect(onTransactions).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(onTransactions).toHaveBeenCalledWith([HASH_A, HASH_B])
    stop()
    await vi.advanceTimersByTimeAsync(0)
    expect(state.requests.at(-1)).toEqual({ chainId: 1, method: 'eth_uninstallFilter', params: ['0x1'] })
    await vi.advanceTimersByTimeAsync(5000)
    expect(state.requests.filter((r) => r.method === 'eth_getFilterChanges')).toHaveLength(2)
  })

  it('reports a filter that cannot be created and stops polling', async () => {
    const state: FakeChain = { requests: [], changes: [], failFilter: true }
    const onError = vi.fn()
    watchPending(fakeConfig(state).config, { pollingInterval: 1000, onTransactions: vi.fn(), onError })
    await vi.advanceTimersByTimeAsync(5000)
    expect(onError).toHaveBeenCalledOnce()
    expect(state.requests).toHaveLength(1)
  })

  it('watches the newly connected chain when it changes', async () => {
    const state: FakeChain = { requests: [], changes: [] }
    const { config, setChain } = fakeConfig(state)
    watchPending(config, { pollingInterval: 1000, onTransactions: vi.fn(), onError: vi.fn() })
    await vi.advanceTimersByTimeAsync(0)
    setChain(31337)
    await vi.advanceTimersByTimeAsync(0)
    expect(state.requests.map((r) => `${r.chainId} ${r.method}`)).toEqual([
      '1 eth_newPendingTransactionFilter',
      '1 eth_uninstallFilter',
      '31337 eth_newPendingTransactionFilter',
    ])
  })

  it('subscribes on a WebSocket transport instead of polling', async () => {
    const state: FakeChain = { requests: [], changes: [] }
    const onTransactions = vi.fn()
    const stop = watchPending(fakeConfig(state, 'webSocket').config, {
      pollingInterval: 1000,
      onTransactions,
      onError: vi.fn(),
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(onTransactions).toHaveBeenCalledWith([HASH_A])
    stop()
    expect(state.requests.map((r) => r.method)).toEqual(['eth_subscribe', 'eth_unsubscribe'])
  })
})
