import type { EvmCall, EvmSendCallsResult, EvmTransactionResult } from '@portico/core'
import { describe, expect, it } from 'vitest'
import {
  type BuiltTransaction,
  executeSwap,
  isRevert,
  type SwapStep,
  type SwapWallet,
  supportsAtomicBatch,
} from './executeSwap'

const approve: BuiltTransaction = { to: '0x00000000000000000000000000000000000000a1', data: '0x095ea7b3' }
const swap: BuiltTransaction = { to: '0x00000000000000000000000000000000000000b2', data: '0x18cbafe5', gas: '200000' }
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

function wallet(capabilities: Record<string, Record<string, unknown>> | Error, statuses: ('success' | 'reverted')[]) {
  const sent: BuiltTransaction[] = []
  const batches: EvmCall[][] = []
  const w: SwapWallet = {
    capabilities: async () => {
      if (capabilities instanceof Error) throw capabilities
      return capabilities
    },
    sendCalls: async (calls): Promise<EvmSendCallsResult> => {
      batches.push(calls)
      const receipts = calls.map((_, i) => ({ transactionHash: hash(i + 1), status: statuses[i] ?? 'success' }))
      return { id: '0x1', status: receipts.every((r) => r.status === 'success') ? 'success' : 'failure', receipts }
    },
    sendTransaction: async (tx): Promise<EvmTransactionResult> => {
      sent.push(tx)
      return { hash: hash(sent.length), status: statuses[sent.length - 1] ?? 'success', blockNumber: '1' }
    },
  }
  return { w, sent, batches }
}

describe('approve then swap', () => {
  it('one atomic batch when the wallet says atomic is supported on the chain', async () => {
    const { w, sent, batches } = wallet({ '0x7a69': { atomic: { status: 'supported' } } }, [])
    const steps: SwapStep[] = []
    const outcome = await executeSwap(w, { approve, swap }, 31337, (s) => steps.push(s))
    expect(outcome).toEqual({ status: 'success', hash: hash(2) })
    expect(batches).toEqual([
      [
        { to: approve.to, data: approve.data },
        { to: swap.to, data: swap.data },
      ],
    ])
    expect(sent).toEqual([])
    expect(steps).toEqual(['batch'])
  })

  it('two requests, the approval first, when the wallet does not batch or cannot say', async () => {
    const answers: (Record<string, Record<string, unknown>> | Error)[] = [
      {},
      { '0x7a69': { atomic: { status: 'unsupported' } } },
      new Error('method not found'),
    ]
    for (const caps of answers) {
      const { w, sent, batches } = wallet(caps, [])
      const steps: SwapStep[] = []
      const outcome = await executeSwap(w, { approve, swap }, 31337, (s) => steps.push(s))
      expect(outcome).toEqual({ status: 'success', hash: hash(2) })
      expect(sent).toEqual([approve, swap])
      expect(batches).toEqual([])
      expect(steps).toEqual(['approve', 'swap'])
    }
  })

  it('a reverted approval stops before the swap; a reverted swap is reported as such', async () => {
    const first = wallet({}, ['reverted'])
    expect(await executeSwap(first.w, { approve, swap }, 31337, () => {})).toEqual({
      status: 'reverted',
      hash: hash(1),
    })
    expect(first.sent).toEqual([approve])
    const batch = wallet({ '0x7a69': { atomic: { status: 'ready' } } }, ['success', 'reverted'])
    expect((await executeSwap(batch.w, { approve, swap }, 31337, () => {})).status).toBe('reverted')
  })

  it('no approval: the swap alone, with its gas, and capabilities are not asked', async () => {
    const { w, sent } = wallet(new Error('must not be asked'), ['reverted'])
    const steps: SwapStep[] = []
    expect(await executeSwap(w, { swap }, 31337, (s) => steps.push(s))).toEqual({ status: 'reverted', hash: hash(1) })
    expect(sent).toEqual([swap])
    expect(steps).toEqual(['swap'])
  })

  it('reads atomic support per chain, and the older atomicBatch flag', () => {
    expect(supportsAtomicBatch({ '0x7a6a': { atomic: { status: 'supported' } } }, 31337)).toBe(false)
    expect(supportsAtomicBatch({ '0x7a69': { atomicBatch: { supported: true } } }, 31337)).toBe(true)
    expect(supportsAtomicBatch({ '0x0': { atomic: { status: 'supported' } } }, 31337)).toBe(true)
  })
})

describe('a revert reported before mining', () => {
  it('is found in the error or its causes, and nothing else counts', () => {
    const reason = new Error('Execution reverted with reason: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT.')
    expect(isRevert(reason)).toBe(true)
    expect(isRevert(new Error('RPC error', { cause: new Error('wrapped', { cause: reason }) }))).toBe(true)
    expect(isRevert(new Error('User rejected the request'))).toBe(false)
    expect(isRevert('execution reverted')).toBe(false)
    expect(isRevert(undefined)).toBe(false)
  })
})
