import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { createWalletClient, http, parseEther, parseGwei } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import { DEV_KEY, startTestApi } from './helpers'

const anvil = await startTestAnvil(31337)
const t = await startTestApi({ chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.url }] })
afterAll(async () => {
  await t.api.close()
  await anvil.stop()
})

type Gas = { standard: string; fast: string; instant: string }

async function rpc(method: string, params: unknown[] = []) {
  const res = await fetch(anvil.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await res.json()) as { result: unknown }).result
}

test('gas price: next base fee plus the 25th/50th/75th percentile tips of the busy blocks', async () => {
  const wallet = createWalletClient({ account: privateKeyToAccount(DEV_KEY), transport: http(anvil.url) })
  // One block holding three equal-gas transactions that tip 1, 2 and 3 gwei: its percentiles are 1, 2 and 3 gwei.
  await rpc('evm_setAutomine', [false])
  for (const [nonce, tip] of ['1', '2', '3'].entries())
    await wallet.sendTransaction({
      to: '0x00000000000000000000000000000000000000cc',
      value: parseEther('0.001'),
      gas: 21_000n,
      nonce,
      maxPriorityFeePerGas: parseGwei(tip),
      maxFeePerGas: parseGwei('100'),
      chain: null,
    })
  await rpc('evm_mine')
  await rpc('evm_setAutomine', [true])
  await rpc('evm_mine') // an empty block: it must not pull the tips to zero
  const res = await t.get('/v1/convert/gas-price?chainId=eip155:31337')
  expect(res.status).toBe(200)
  const gas = (await res.json()) as Gas
  const [standard, fast, instant] = [gas.standard, gas.fast, gas.instant].map(BigInt) as [bigint, bigint, bigint]
  expect(fast - standard).toBe(parseGwei('1'))
  expect(instant - fast).toBe(parseGwei('1'))
  expect(standard).toBeGreaterThan(parseGwei('1'))
})

test('gas price of a chain not served here is a 400 with the §8 message; a missing chainId too', async () => {
  const res = await t.get('/v1/convert/gas-price?chainId=eip155:1')
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({ message: 'Network not supported for Gas Price' })
  expect((await t.get('/v1/convert/gas-price')).status).toBe(400)
})
