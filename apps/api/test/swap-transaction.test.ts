import { DEV_CONTRACTS, DEV_EURO_TOKEN, DEV_SWAP } from '@portico/dev-contracts'
import {
  type Address,
  createTestClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import { SECOND_KEY } from './helpers'
import { startSwapChain, TOKENS } from './swap-chain'

const t = await startSwapChain()
afterAll(() => t.stop())

// Dev account 1: the api test's DEV_KEY (account 0) is left alone.
const account = privateKeyToAccount(SECOND_KEY)
const wallet = createWalletClient({ account, transport: http(t.anvil.url) })
const USER = account.address

type Tx = { to: Address; data: Hex; value: string; gas?: string; gasPrice: string }
type Built = {
  tx: Tx
  quote: { fromAmount: string; toAmount: string }
  minimumToAmount: string
  maximumFromAmount?: string
  slippage: string
}

async function build(body: Record<string, unknown>): Promise<Built> {
  const res = await t.post('/v1/convert/build-transaction', { userAddress: `eip155:31337:${USER}`, ...body })
  expect(res.status).toBe(200)
  return (await res.json()) as Built
}

async function send(tx: Tx) {
  const hash = await wallet.sendTransaction({
    chain: null,
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
    gasPrice: BigInt(tx.gasPrice),
  })
  return t.client.waitForTransactionReceipt({ hash })
}

const tokenBalance = (token: Address) =>
  t.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [USER] })

test('native → PUSD: the balance changes by the quoted amount, at least the minimum', async () => {
  const before = await tokenBalance(DEV_CONTRACTS.token)
  const built = await build({ amount: parseEther('2').toString(), from: TOKENS.native, to: TOKENS.pusd })
  // §9's default slippage of 1 %.
  expect(built.slippage).toBe('1')
  expect(BigInt(built.minimumToAmount)).toBe((BigInt(built.quote.toAmount) * 99n) / 100n)
  expect(built.tx).toMatchObject({ to: DEV_SWAP.router, value: parseEther('2').toString() })
  expect(BigInt(built.tx.gas ?? 0)).toBeGreaterThan(21_000n)
  const receipt = await send(built.tx)
  expect(receipt.status).toBe('success')
  const received = (await tokenBalance(DEV_CONTRACTS.token)) - before
  expect(received).toBe(BigInt(built.quote.toAmount))
  expect(received).toBeGreaterThanOrEqual(BigInt(built.minimumToAmount))
})

test('PUSD → PEUR needs the approval first: allowance, build-approve, then the swap', async () => {
  const allowance = async () => {
    const res = await t.get(`/v1/convert/allowance?tokenAddress=${TOKENS.pusd}&userAddress=${USER}`)
    return ((await res.json()) as { allowance: string }).allowance
  }
  expect(await allowance()).toBe('0')
  // Before the approval the node cannot estimate the swap: the tx comes without gas, the wallet estimates later.
  const early = await build({ amount: '5000000', from: TOKENS.pusd, to: TOKENS.peur })
  expect(early.tx.gas).toBeUndefined()
  const approve = await t.get(`/v1/convert/build-approve?userAddress=${USER}&from=${TOKENS.pusd}&to=${TOKENS.peur}`)
  const { tx } = (await approve.json()) as { tx: Tx }
  expect(tx.to).toBe(DEV_CONTRACTS.token)
  expect((await send(tx)).status).toBe('success')
  expect(await allowance()).toBe(maxUint256.toString())

  const before = await tokenBalance(DEV_EURO_TOKEN.address)
  const built = await build({ amount: '5000000', from: TOKENS.pusd, to: TOKENS.peur, slippage: '0.5' })
  expect(BigInt(built.minimumToAmount)).toBe((BigInt(built.quote.toAmount) * 995n) / 1000n)
  expect((await send(built.tx)).status).toBe('success')
  expect((await tokenBalance(DEV_EURO_TOKEN.address)) - before).toBe(BigInt(built.quote.toAmount))
})

test('a swap confirmed a minute after it was built still has gas enough: the pair then also writes its price oracle', async () => {
  // Built right after the last trade on the pair, in the same block time, the node's estimate leaves out the pair's
  // oracle writes; mined a minute later they are due. Without the margin this reverts out of gas.
  const before = await tokenBalance(DEV_EURO_TOKEN.address)
  const built = await build({ amount: '2000000', from: TOKENS.pusd, to: TOKENS.peur })
  await createTestClient({ mode: 'anvil', transport: http(t.anvil.url) }).increaseTime({ seconds: 60 })
  expect((await send(built.tx)).status).toBe('success')
  expect((await tokenBalance(DEV_EURO_TOKEN.address)) - before).toBe(BigInt(built.quote.toAmount))
})

test('PUSD → native pays the quoted ETH (less gas), and the next quote reads the moved pool', async () => {
  const quoteNow = async () => {
    const res = await t.get(
      `/v1/convert/quotes?amount=1000000000&userAddress=${USER}&from=${TOKENS.pusd}&to=${TOKENS.native}`,
    )
    return ((await res.json()) as { quotes: { toAmount: string }[] }).quotes[0]?.toAmount
  }
  const firstQuote = await quoteNow()
  const before = await t.client.getBalance({ address: USER })
  const built = await build({ amount: '1000000000', from: TOKENS.pusd, to: TOKENS.native })
  const receipt = await send(built.tx)
  const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
  expect((await t.client.getBalance({ address: USER })) - before + gasCost).toBe(BigInt(built.quote.toAmount))
  // Selling PUSD for ETH made ETH dearer: the same amount now buys less.
  expect(BigInt((await quoteNow()) ?? 0)).toBeLessThan(BigInt(firstQuote ?? 0))
})

test('exact output, native → PUSD: exactly the asked PUSD arrives, paying the quoted ETH (the rest refunded)', async () => {
  const before = await tokenBalance(DEV_CONTRACTS.token)
  const ethBefore = await t.client.getBalance({ address: USER })
  const want = 1_234_567_890n
  const built = await build({ amount: want.toString(), from: TOKENS.native, to: TOKENS.pusd, kind: 'exactOut' })
  expect(built.quote.toAmount).toBe(want.toString())
  expect(BigInt(built.maximumFromAmount ?? 0)).toBe((BigInt(built.quote.fromAmount) * 101n + 99n) / 100n)
  expect(built.tx.value).toBe(built.maximumFromAmount)
  const receipt = await send(built.tx)
  expect(receipt.status).toBe('success')
  expect((await tokenBalance(DEV_CONTRACTS.token)) - before).toBe(want)
  const paid = ethBefore - (await t.client.getBalance({ address: USER })) - receipt.gasUsed * receipt.effectiveGasPrice
  expect(paid).toBe(BigInt(built.quote.fromAmount))
})

test('exact output, PUSD → PEUR (approved above): exactly the asked PEUR, no more PUSD than the maximum', async () => {
  const want = parseEther('3')
  const before = await tokenBalance(DEV_EURO_TOKEN.address)
  const pusdBefore = await tokenBalance(DEV_CONTRACTS.token)
  const built = await build({ amount: want.toString(), from: TOKENS.pusd, to: TOKENS.peur, kind: 'exactOut' })
  expect((await send(built.tx)).status).toBe('success')
  expect((await tokenBalance(DEV_EURO_TOKEN.address)) - before).toBe(want)
  const paid = pusdBefore - (await tokenBalance(DEV_CONTRACTS.token))
  expect(paid).toBe(BigInt(built.quote.fromAmount))
  expect(paid).toBeLessThanOrEqual(BigInt(built.maximumFromAmount ?? 0))
})

test('exact output, PUSD → native: exactly the asked ETH (less gas)', async () => {
  const want = parseEther('0.25')
  const before = await t.client.getBalance({ address: USER })
  const built = await build({ amount: want.toString(), from: TOKENS.pusd, to: TOKENS.native, kind: 'exactOut' })
  const receipt = await send(built.tx)
  expect(receipt.status).toBe('success')
  expect((await t.client.getBalance({ address: USER })) - before + receipt.gasUsed * receipt.effectiveGasPrice).toBe(
    want,
  )
})

test('a swap whose price moved past the slippage limit reverts', async () => {
  const built = await build({
    amount: parseEther('1').toString(),
    from: TOKENS.native,
    to: TOKENS.pusd,
    slippage: '0.1',
  })
  // Someone else buys PUSD first, moving the price by far more than 0.1 %.
  const other = await build({ amount: parseEther('5').toString(), from: TOKENS.native, to: TOKENS.pusd })
  expect((await send(other.tx)).status).toBe('success')
  // The router's own check says why; sent anyway (gas given, so the wallet's estimate cannot stop it), it reverts.
  const call = { account: USER, to: built.tx.to, data: built.tx.data, value: BigInt(built.tx.value) }
  await expect(t.client.call(call)).rejects.toThrow(/UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT/)
  const before = await tokenBalance(DEV_CONTRACTS.token)
  expect((await send({ ...built.tx, gas: '300000' })).status).toBe('reverted')
  expect(await tokenBalance(DEV_CONTRACTS.token)).toBe(before)
})
