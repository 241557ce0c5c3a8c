import { describe, expect, it } from 'vitest'
import { createTransactions, createTransactionsState, type Transaction } from './transactions'

const tx = (id: string, chain: string, spam = false): Transaction => ({
  id,
  metadata: { minedAt: '', chain, status: 'confirmed', operationType: 'send', sentFrom: '', sentTo: '' },
  transfers: [{ quantity: { numeric: '1' }, ...(spam ? { nft_info: { flags: { is_spam: true } } } : {}) }],
})

describe("§5 fetching transactions requires an accountAddress (error: Transactions can't be fetched without an accountAddress)", () => {
  it('throws the exact text', async () => {
    const list = createTransactions(createTransactionsState(), () => undefined)
    await expect(list.fetch(undefined)).rejects.toThrowError("Transactions can't be fetched without an accountAddress")
  })
})

describe('§4 transactions list: loading, empty, next cursor; §5 spam NFT hidden, only connected chain shown', () => {
  it('pages with the cursor and filters', async () => {
    const state = createTransactionsState()
    const cursors: (string | undefined)[] = []
    const list = createTransactions(state, () => async ({ cursor }) => {
      cursors.push(cursor)
      return cursor
        ? { data: [tx('3', 'eip155:1')], next: undefined }
        : { data: [tx('1', 'eip155:1'), tx('2', 'eip155:1', true), tx('x', 'eip155:10')], next: 'c1' }
    })
    await list.fetch('0xabc', 'eip155:1')
    expect(state.transactions.map((t) => t.id)).toEqual(['1'])
    expect(state.next).toBe('c1')
    expect(state.loading).toBe(false)
    await list.fetch('0xabc', 'eip155:1')
    expect(cursors).toEqual([undefined, 'c1'])
    expect(state.transactions.map((t) => t.id)).toEqual(['1', '3'])
    expect(state.empty).toBe(false)
  })
  it('marks empty and maps failures to Failed to fetch transactions', async () => {
    const state = createTransactionsState()
    await createTransactions(state, () => async () => ({ data: [], next: undefined })).fetch('0xabc')
    expect(state.empty).toBe(true)
    const failing = createTransactions(createTransactionsState(), () => async () => {
      throw new Error('down')
    })
    await expect(failing.fetch('0xabc')).rejects.toThrowError('Failed to fetch transactions')
  })
})
