import { DEV_CONTRACTS, DEV_HOLDERS, DEV_NFT_MINT, deployDevContracts, porticoDevNftAbi } from '@portico/dev-contracts'
import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import { SECOND_KEY, startTestApi } from './helpers'

// The dev badge on a real chain, deployed as the dev stack deploys it: two badges per dev account, ids in holder order.
const anvil = await startTestAnvil(31337)
await deployDevContracts(anvil.url)
const chain = { chainId: 31337, name: 'Anvil', rpcUrl: anvil.url }
const t = await startTestApi({ chains: [chain] })
const flagged = await startTestApi({ chains: [{ ...chain, spamNftContracts: [DEV_CONTRACTS.nft] }] })
afterAll(async () => {
  await Promise.all([t.api.close(), flagged.api.close()])
  await anvil.stop()
})

const holder = privateKeyToAccount(SECOND_KEY)
const wallet = createWalletClient({ account: holder, transport: http(anvil.url) })
const client = createPublicClient({ transport: http(anvil.url) })
// Dev account 2 (badges 5 and 6): funded by anvil, so it can send a badge back.
const FRESH_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' as const
const fresh = privateKeyToAccount(FRESH_KEY).address

async function mined(hash: `0x${string}`) {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
}
const write = (functionName: 'mint' | 'transferFrom', args: readonly unknown[]) =>
  wallet
    .writeContract({
      address: DEV_CONTRACTS.nft,
      abi: porticoDevNftAbi,
      functionName,
      args: args as never,
      chain: null,
    })
    .then(mined)

interface Nft {
  chainId: string
  contract: string
  tokenId: string
  name: string
  image?: string
  collection: string
  spam: boolean
  metadataError?: string
}
type Page = { data: Nft[]; next: string | null; complete: boolean }

async function nftsOf(api: typeof t, address: string, query = '') {
  const response = await api.get(`/v1/account/${address}/nfts?chainId=eip155:31337${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as Page
}

async function allPages(address: string, limit: number) {
  const pages: Nft[][] = []
  let cursor: string | null = null
  do {
    const page = await nftsOf(t, address, `&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)
    pages.push(page.data)
    cursor = page.next
  } while (cursor && pages.length < 20)
  return pages
}

test("the deploy's badges are listed with their on-chain metadata, collection and a data-URI image", async () => {
  const page = await nftsOf(t, holder.address)
  expect(page.next).toBeNull()
  expect(page.complete).toBe(true)
  expect(page.data.map((n) => n.tokenId)).toEqual([String(DEV_NFT_MINT + 1n), String(DEV_NFT_MINT + 2n)])
  expect(page.data[0]).toEqual({
    chainId: 'eip155:31337',
    contract: DEV_CONTRACTS.nft.toLowerCase(),
    tokenId: '3',
    name: 'Portico Dev Badge #3',
    description: 'A badge of the local dev chain.',
    image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    collection: 'Portico Dev Badge',
    spam: false,
  })
  const svg = Buffer.from((page.data[0]?.image ?? '').split(',')[1] ?? '', 'base64').toString()
  expect(svg).toContain('>3</text>')
}, 60_000)

test('ownership is read from ownerOf: a badge transferred away drops out, the receiver lists it', async () => {
  await write('transferFrom', [holder.address, fresh, DEV_NFT_MINT + 1n])
  expect((await nftsOf(t, holder.address)).data.map((n) => n.tokenId)).toEqual(['4'])
  expect((await nftsOf(t, fresh)).data.map((n) => n.tokenId)).toEqual(['3', '5', '6'])
  // Back again: received twice, listed once.
  const receiver = createWalletClient({ account: privateKeyToAccount(FRESH_KEY), transport: http(anvil.url) })
  await receiver
    .writeContract({
      address: DEV_CONTRACTS.nft,
      abi: porticoDevNftAbi,
      functionName: 'transferFrom',
      args: [receiver.account.address, holder.address, DEV_NFT_MINT + 1n],
      chain: null,
    })
    .then(mined)
  expect((await nftsOf(t, holder.address)).data.map((n) => n.tokenId)).toEqual(['3', '4'])
  expect((await nftsOf(t, fresh)).data.map((n) => n.tokenId)).toEqual(['5', '6'])
  // Other holders are untouched.
  expect((await nftsOf(t, DEV_HOLDERS[0] as string)).data.map((n) => n.tokenId)).toEqual(['1', '2'])
}, 60_000)

test('cursor paging walks every held token once, in numeric id order, skipping ones given away', async () => {
  // Ids 21…32 (ten holders minted 1…20): twelve new badges, so numeric order differs from text order (9 < 10).
  for (let i = 0; i < 12; i++) await write('mint', [holder.address])
  await write('transferFrom', [holder.address, fresh, 25n])
  const pages = await allPages(holder.address, 5)
  const ids = pages.flat().map((n) => Number(n.tokenId))
  const expected = [3, 4, ...Array.from({ length: 12 }, (_, i) => 21 + i).filter((id) => id !== 25)]
  expect(ids).toEqual(expected)
  expect(pages.map((p) => p.length)).toEqual([5, 5, 3])
  expect(new Set(ids).size).toBe(ids.length)
}, 60_000)

test('the spam flag: a contract on the chain’s spam list is flagged', async () => {
  const page = await nftsOf(flagged, holder.address, '&limit=1')
  expect(page.data).toHaveLength(1)
  expect(page.data[0]?.spam).toBe(true)
  expect((await nftsOf(t, holder.address, '&limit=1')).data[0]?.spam).toBe(false)
}, 60_000)

test('bad input is a 400 naming the field', async () => {
  const bad = async (query: string, path = `/v1/account/${holder.address}/nfts`) => {
    const response = await t.get(`${path}${query}`)
    expect(response.status).toBe(400)
    return (await response.json()) as { error: string; issues?: { path: string }[] }
  }
  expect((await bad('')).issues?.[0]?.path).toBe('chainId')
  expect((await bad('?chainId=eip155:1')).error).toBe('BAD_REQUEST')
  expect((await bad('?chainId=eip155:31337&limit=0')).issues?.[0]?.path).toBe('limit')
  expect((await bad('?chainId=eip155:31337&cursor=bm9wZQ')).issues?.[0]?.path).toBe('cursor')
  expect((await bad('?chainId=eip155:31337', '/v1/account/0x12/nfts')).error).toBe('BAD_REQUEST')
}, 60_000)
