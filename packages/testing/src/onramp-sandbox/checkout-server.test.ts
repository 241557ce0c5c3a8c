import { DEV_TOKEN, deployDevContracts } from '@portico/dev-contracts'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningAnvil, startAnvil } from '../anvil'
import { CHECKOUT_MESSAGE_TYPE } from './checkout-html'
import { type CheckoutResult, type RunningCheckout, startCheckoutServer } from './checkout-server'
import { TEST_CARD_APPROVED, TEST_CARD_DECLINED } from './test-cards'

const BUYER = '0x000000000000000000000000000000000000bEEF' as const
let chain: RunningAnvil
let checkout: RunningCheckout

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337 })
  await deployDevContracts(chain.url, { holders: [] })
  checkout = await startCheckoutServer({
    chains: [{ chainId: 31337, name: 'Dev A', rpcUrl: chain.url, nativeSymbol: 'ETH', tokens: [{ ...DEV_TOKEN }] }],
  })
}, 60_000)
afterAll(async () => {
  await checkout?.stop()
  await chain?.stop()
})

const client = () => createPublicClient({ transport: http(chain.url) })
const order = (asset: string, amount: string) => ({
  address: BUYER,
  network: '31337',
  asset,
  amount,
  currency: 'USD',
  partnerUserId: BUYER,
})
async function pay(body: unknown): Promise<CheckoutResult> {
  const response = await fetch(`${checkout.url}/api/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as CheckoutResult
}

describe('on-ramp sandbox checkout', () => {
  test('the page shows the priced order and reports only to the origin it was given', async () => {
    const query = new URLSearchParams({ ...order('ETH', '30'), origin: 'http://127.0.0.1:5173' })
    const html = await (await fetch(`${checkout.url}/checkout?${query}`)).text()
    expect(html).toContain('0.00978333 ETH')
    expect(html).toContain('0.60 USD')
    expect(html).toContain('"parentOrigin":"http://127.0.0.1:5173"')
    expect(html).toContain(CHECKOUT_MESSAGE_TYPE)
    const sneaky = new URLSearchParams({ ...order('ETH', '30'), origin: 'javascript:alert(1)' })
    expect(await (await fetch(`${checkout.url}/checkout?${sneaky}`)).text()).toContain('"parentOrigin":null')
  })

  test('an order outside the limits is not shown', async () => {
    const response = await fetch(`${checkout.url}/checkout?${new URLSearchParams(order('ETH', '5'))}`)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Amount must be from 10 to 7500')
  })

  test('an approved test card delivers the quoted ether, then the quoted PUSD, from the treasury', async () => {
    const before = await client().getBalance({ address: BUYER })
    const eth = await pay({ order: order('ETH', '30'), card: TEST_CARD_APPROVED, expiry: '12/40', cvc: '123' })
    expect(eth).toMatchObject({ status: 'completed', purchaseAmount: '0.00978333', currency: 'ETH', network: '31337' })
    expect((await client().getBalance({ address: BUYER })) - before).toBe(parseEther('0.00978333'))

    const pusd = await pay({ order: order('PUSD', '100'), card: TEST_CARD_APPROVED, expiry: '12/40', cvc: '123' })
    expect(pusd).toMatchObject({ status: 'completed', purchaseAmount: '98.45', currency: 'PUSD' })
    const held = await client().readContract({
      address: DEV_TOKEN.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [BUYER],
    })
    expect(held).toBe(parseUnits('98.45', 6))
  })

  test('a declined or malformed card delivers nothing and says why', async () => {
    const before = await client().getBalance({ address: BUYER })
    expect(await pay({ order: order('ETH', '30'), card: TEST_CARD_DECLINED, expiry: '12/40', cvc: '123' })).toEqual({
      status: 'declined',
      reason: 'declined',
      message: 'Your card was declined.',
    })
    expect(
      await pay({ order: order('ETH', '30'), card: '4242 4242 4242 4241', expiry: '12/40', cvc: '1' }),
    ).toMatchObject({
      status: 'declined',
      reason: 'invalid',
    })
    expect(await client().getBalance({ address: BUYER })).toBe(before)
  })
})
