import {
  DEV_CONTRACTS,
  DEV_HOLDERS,
  DEV_NFT_MINT,
  DEV_TOKEN,
  deployDevContracts,
  porticoDevNftAbi,
  porticoDevTokenAbi,
} from '@portico/dev-contracts'
import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { createPublicClient, createWalletClient, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import { SECOND_KEY, startTestApi } from './helpers'

// Real contracts on a real chain: the dev stack's ERC-20 and ERC-721, deployed the way the dev stack deploys them.
const anvil = await startTestAnvil(31337)
await deployDevContracts(anvil.url)
const t = await startTestApi({
  chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.url, tokens: [{ ...DEV_TOKEN }] }],
})
afterAll(async () => {
  await t.api.close()
  await anvil.stop()
})

const holder = privateKeyToAccount(SECOND_KEY)
const recipient = '0x00000000000000000000000000000000000000bb'
const wallet = createWalletClient({ account: holder, transport: http(anvil.url) })
const client = createPublicClient({ transport: http(anvil.url) })
const pusd = (amount: string) => parseUnits(amount, DEV_TOKEN.decimals)

async function mined(hash: `0x${string}`) {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return hash
}
const sendToken = (to: `0x${string}`, amount: string) =>
  wallet
    .writeContract({
      address: DEV_CONTRACTS.token,
      abi: porticoDevTokenAbi,
      functionName: 'transfer',
      args: [to, pusd(amount)],
      chain: null,
    })
    .then(mined)
const sendNft = (to: `0x${string}`, id: bigint) =>
  wallet
    .writeContract({
      address: DEV_CONTRACTS.nft,
      abi: porticoDevNftAbi,
      functionName: 'transferFrom',
      args: [holder.address, to, id],
      chain: null,
    })
    .then(mined)

type Balances = {
  balances: {
    symbol: string
    name: string
    address?: string
    price: number
    value: number
    quantity: { decimals: string; numeric: string }
  }[]
}
type History = {
  data: {
    metadata: { hash: string; operationType: string; sentFrom: string }
    transfers: {
      direction: string
      quantity: { numeric: string }
      fungible_info?: { symbol: string }
      nft_info?: { name: string }
    }[]
  }[]
  next: string | null
}
const balancesOf = async (address: string, force = false) => {
  const response = await t.get(`/v1/account/${address}/balance?chainId=eip155:31337${force ? '&forceUpdate=1' : ''}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as Balances).balances
}

test('ERC-20 balances of the deployed token come from the chain (multicall), priced, and follow transfers', async () => {
  expect(holder.address).toBe(DEV_HOLDERS[1])
  const minted = await balancesOf(holder.address)
  expect(minted.map((b) => b.symbol)).toEqual(['ETH', 'PUSD'])
  expect(minted[1]).toEqual({
    name: 'Portico Dev USD',
    symbol: 'PUSD',
    chainId: 'eip155:31337',
    address: `eip155:31337:${DEV_CONTRACTS.token}`,
    value: 10_000,
    price: 1,
    quantity: { decimals: '6', numeric: '10000' },
    iconUrl: expect.stringContaining('/public/getTokenImage/PUSD'),
  })
  // An address with no tokens lists only its native coin (zero token balances are left out).
  expect((await balancesOf(recipient)).map((b) => b.symbol)).toEqual(['ETH'])

  await sendToken(recipient, '12.5')
  const received = await balancesOf(recipient, true)
  expect(received.find((b) => b.symbol === 'PUSD')).toMatchObject({ quantity: { numeric: '12.5' }, value: 12.5 })
  const left = await balancesOf(holder.address, true)
  expect(left.find((b) => b.symbol === 'PUSD')?.quantity.numeric).toBe('9987.5')
}, 60_000)

test('history has ERC-20 and ERC-721 transfers of real transactions, paged by cursor without gaps or repeats', async () => {
  // Holder 1's badges are ids 3 and 4 (two per holder, in holder order).
  const firstBadge = DEV_NFT_MINT + 1n
  const sent = [
    await sendToken(recipient, '1'),
    await sendNft(recipient, firstBadge),
    await sendToken(recipient, '2.25'),
    await sendNft(recipient, firstBadge + 1n),
    await sendToken(recipient, '3'),
  ]
  const pages: History['data'][] = []
  let cursor: string | null = null
  do {
    const query: string = `/v1/account/${recipient}/history?chainId=eip155:31337&limit=2${cursor ? `&cursor=${cursor}` : ''}`
    const response = await t.get(query)
    expect(response.status).toBe(200)
    const page = (await response.json()) as History
    pages.push(page.data)
    cursor = page.next
  } while (cursor && pages.length < 10)
  // 6 transactions reached the recipient (12.5 PUSD in the balance test, then these 5): pages of 2, 2, 2.
  expect(pages.map((p) => p.length)).toEqual([2, 2, 2])
  const all = pages.flat()
  const hashes = all.map((d) => d.metadata.hash)
  expect(new Set(hashes).size).toBe(hashes.length)
  expect(hashes.slice(0, 5)).toEqual([...sent].reverse())
  expect(all.every((d) => d.metadata.operationType === 'receive')).toBe(true)
  expect(all.every((d) => d.metadata.sentFrom === holder.address.toLowerCase())).toBe(true)

  const [latestToken, latestNft] = all
  expect(latestToken?.transfers).toEqual([
    expect.objectContaining({
      direction: 'in',
      fungible_info: expect.objectContaining({ symbol: 'PUSD' }),
      quantity: { numeric: '3' },
    }),
  ])
  expect(latestNft?.transfers).toEqual([
    {
      nft_info: { name: `#${firstBadge + 1n}`, flags: { is_spam: false } },
      direction: 'in',
      quantity: { numeric: '1' },
    },
  ])
  expect(all[2]?.transfers[0]).toMatchObject({ quantity: { numeric: '2.25' } })
  expect(all[5]?.transfers[0]).toMatchObject({ quantity: { numeric: '12.5' } })

  // The sender sees the same transfers going out; its deploy-time mints (from the zero address) come in.
  const out = (await (
    await t.get(`/v1/account/${holder.address}/history?chainId=eip155:31337&limit=5`)
  ).json()) as History
  expect(out.data.map((d) => d.metadata.hash)).toEqual([...sent].reverse())
  expect(out.data.every((d) => d.metadata.operationType === 'send' && d.transfers[0]?.direction === 'out')).toBe(true)
  expect(out.next).toBeTruthy()
  const rest = (await (
    await t.get(`/v1/account/${holder.address}/history?chainId=eip155:31337&limit=100&cursor=${out.next}`)
  ).json()) as History
  // The 12.5 PUSD transfer of the first test, then the two deploy transactions that minted PUSD and badges to it.
  expect(rest.data).toHaveLength(3)
  expect(rest.next).toBeNull()
  const mints = rest.data.slice(1)
  expect(mints.every((d) => d.metadata.operationType === 'receive')).toBe(true)
  expect(mints.map((d) => d.transfers.find((tr) => tr.direction === 'in')?.fungible_info?.symbol ?? 'nft')).toEqual([
    'nft',
    'PUSD',
  ])
}, 60_000)
