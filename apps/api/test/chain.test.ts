import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import { DEV_KEY, startTestApi } from './helpers'

const anvil = await startTestAnvil(31337)
const t = await startTestApi({ chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.url }] })
afterAll(async () => {
  await t.api.close()
  await anvil.stop()
})

const sender = privateKeyToAccount(DEV_KEY)
const recipient = '0x00000000000000000000000000000000000000aa'
const wallet = createWalletClient({ account: sender, transport: http(anvil.url), chain: undefined })

const chain = createPublicClient({ transport: http(anvil.url) })

/** A transfer, once mined: anvil can answer the send before its block is the latest (a fresh-clone run read 0). */
async function send(eth: string) {
  const hash = await wallet.sendTransaction({ to: recipient, value: parseEther(eth), chain: null })
  await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return hash
}

test('native balance is read from the chain, cached 30 s unless forceUpdate', async () => {
  type R = { balances: { symbol: string; quantity: { numeric: string }; chainId: string }[] }
  const before = (await (await t.get(`/v1/account/${recipient}/balance?chainId=eip155:31337&currency=usd`)).json()) as R
  expect(before.balances[0]).toMatchObject({ symbol: 'ETH', chainId: 'eip155:31337', quantity: { numeric: '0' } })
  await send('1.5')
  const cached = (await (await t.get(`/v1/account/${recipient}/balance?chainId=eip155:31337`)).json()) as R
  expect(cached.balances[0]?.quantity.numeric).toBe('0')
  const fresh = (await (await t.get(`/v1/account/${recipient}/balance?chainId=eip155:31337&forceUpdate=1`)).json()) as R
  expect(fresh.balances[0]?.quantity.numeric).toBe('1.5')
  expect((await t.get(`/v1/account/${recipient}/balance?chainId=eip155:999`)).status).toBe(400)
}, 30_000)

test('history: real transactions from the index, newest first, with a working cursor', async () => {
  const hashes = [await send('0.1'), await send('0.2'), await send('0.3')]
  type H = {
    data: {
      metadata: { hash: string; operationType: string }
      transfers: { direction: string; quantity: { numeric: string } }[]
    }[]
    next: string | null
  }
  const page1 = (await (await t.get(`/v1/account/${sender.address}/history?chainId=eip155:31337&limit=2`)).json()) as H
  expect(page1.data.map((d) => d.metadata.hash)).toEqual([hashes[2], hashes[1]])
  expect(page1.data[0]?.metadata.operationType).toBe('send')
  expect(page1.data[0]?.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '0.3' } })
  expect(page1.next).toBeTruthy()
  const page2 = (await (
    await t.get(`/v1/account/${sender.address}/history?chainId=eip155:31337&limit=2&cursor=${page1.next}`)
  ).json()) as H
  // The earlier 1.5 ETH transfer of the balance test follows the 0.1 one.
  expect(page2.data.map((d) => d.metadata.hash)[0]).toBe(hashes[0])
  const received = (await (await t.get(`/v1/account/${recipient}/history`)).json()) as H
  expect(received.data.every((d) => d.metadata.operationType === 'receive')).toBe(true)
  expect(received.data).toHaveLength(4)
  expect((await t.get(`/v1/account/${sender.address}/history?cursor=garbage`)).status).toBe(400)
}, 60_000)
