import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import { DEV_KEY, startTestApi } from './helpers'

// A real chain that is reorganised (evm_snapshot / evm_revert) and reset (anvil_reset) under the api's index.
const anvil = await startTestAnvil(31337)
const t = await startTestApi({
  chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.url }],
  // Small, so the test can see an index that is still behind after one request.
  historyBlocksPerSync: 50,
})
afterAll(async () => {
  await t.api.close()
  await anvil.stop()
})

const sender = privateKeyToAccount(DEV_KEY)
const wallet = createWalletClient({ account: sender, transport: http(anvil.url) })
const chain = createPublicClient({ transport: http(anvil.url) })
const rpc = (method: string, params: unknown[] = []) =>
  chain.request({ method: method as 'eth_chainId', params: params as never }) as Promise<unknown>

async function send(to: `0x${string}`, eth: string) {
  const hash = await wallet.sendTransaction({ to, value: parseEther(eth), chain: null })
  await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return hash
}

interface History {
  data: { metadata: { hash: string } }[]
  complete: boolean
  indexing: { chain: string; indexedBlock: number; latestBlock: number }[]
}
async function history(address: string): Promise<History> {
  const res = await t.get(`/v1/account/${address}/history?chainId=eip155:31337`)
  expect(res.status).toBe(200)
  return (await res.json()) as History
}
const hashesOf = async (address: string) => (await history(address)).data.map((d) => d.metadata.hash)

const R1 = '0x00000000000000000000000000000000000000a1'
const R2 = '0x00000000000000000000000000000000000000a2'
const R3 = '0x00000000000000000000000000000000000000a3'
const R4 = '0x00000000000000000000000000000000000000a4'
const R5 = '0x00000000000000000000000000000000000000a5'

test('a reorg (evm_revert to a snapshot, other transactions at the same heights) drops the old rows and re-indexes', async () => {
  const snapshot = await rpc('evm_snapshot')
  const a = await send(R1, '1')
  expect(await hashesOf(R1)).toEqual([a])
  await rpc('evm_revert', [snapshot])
  // The same heights now hold other transactions: the block of `a` is replaced.
  const b = await send(R2, '2')
  expect(await hashesOf(R2)).toEqual([b])
  expect(await hashesOf(R1)).toEqual([])
  const logged = t.logger.entries.filter((e) => e.msg.startsWith('chain reorganised'))
  expect(logged).toHaveLength(1)
}, 60_000)

test('a chain reset (anvil_reset: a new chain from genesis) drops the whole index of that chain', async () => {
  const c = await send(R3, '0.5')
  await rpc('anvil_mine', ['0x3'])
  expect(await hashesOf(R3)).toEqual([c])
  await rpc('anvil_reset', [])
  expect(await chain.getBlockNumber({ cacheTime: 0 })).toBe(0n)
  const d = await send(R4, '0.25')
  expect(await hashesOf(R4)).toEqual([d])
  expect(await hashesOf(R3)).toEqual([])
  expect(await hashesOf(R2)).toEqual([])
}, 60_000)

test('while the index is behind (range cap per request) the page says it is incomplete', async () => {
  // 120 empty blocks, then a transfer: with 50 blocks per request the transfer is not indexed at first.
  await rpc('anvil_mine', ['0x78'])
  const e = await send(R5, '0.1')
  const latest = Number(await chain.getBlockNumber({ cacheTime: 0 }))
  const first = await history(R5)
  expect(first.complete).toBe(false)
  expect(first.data).toEqual([])
  expect(first.indexing[0]).toMatchObject({ chain: 'eip155:31337', latestBlock: latest })
  expect(first.indexing[0]?.indexedBlock).toBeLessThan(latest)
  let page = first
  for (let i = 0; i < 5 && !page.complete; i++) page = await history(R5)
  expect(page.complete).toBe(true)
  expect(page.indexing[0]?.indexedBlock).toBe(latest)
  expect(page.data.map((d) => d.metadata.hash)).toEqual([e])
}, 60_000)
