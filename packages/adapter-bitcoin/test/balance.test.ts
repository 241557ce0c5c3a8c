// @vitest-environment happy-dom
import { bitcoinTestnet } from '@portico/common/networks'
import { describe, expect, it } from 'vitest'
import { createBitcoinAdapter, type FetchLike } from '../src'
import { injectedWallet } from './harness'

const ns = { namespace: 'bip122' as const }

describe('bitcoin balance without a wallet that can tell it', () => {
  it('asks an Esplora-style indexer at the network RPC URL (confirmed + mempool)', async () => {
    const h = await injectedWallet({ faces: 'wallet-standard' })
    const urls: string[] = []
    const fetch: FetchLike = async (url) => {
      urls.push(url)
      return {
        ok: true,
        status: 200,
        json: async () => ({
          chain_stats: { funded_txo_sum: 300_000, spent_txo_sum: 100_000 },
          mempool_stats: { funded_txo_sum: 5_000, spent_txo_sum: 0 },
        }),
      }
    }
    const adapter = createBitcoinAdapter({ fetch })
    const { accounts } = await adapter.connect({ ...ns, connectorId: h.standardId })
    const address = accounts[0]?.address as string
    expect(await adapter.getBalance({ ...ns, address, caipNetwork: bitcoinTestnet })).toEqual({
      balance: '0.00205',
      symbol: 'BTC',
    })
    expect(urls).toEqual([`${bitcoinTestnet.rpcUrls.default.http[0]}/address/${address}`])
  })

  it('an indexer failure or garbage is TOKEN_BALANCE_UNAVAILABLE', async () => {
    const h = await injectedWallet({ faces: 'wallet-standard' })
    const down: FetchLike = async () => ({ ok: false, status: 503, json: async () => ({}) })
    const junk: FetchLike = async () => ({
      ok: true,
      status: 200,
      json: async () => ({ chain_stats: { funded_txo_sum: 'x' } }),
    })
    for (const fetch of [down, junk]) {
      const adapter = createBitcoinAdapter({ fetch })
      const { accounts } = await adapter.connect({ ...ns, connectorId: h.standardId })
      await expect(
        adapter.getBalance({ ...ns, address: accounts[0]?.address as string, caipNetwork: bitcoinTestnet }),
      ).rejects.toMatchObject({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
    }
  })
})
