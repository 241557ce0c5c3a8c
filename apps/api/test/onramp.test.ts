import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { OnRampProvider } from '../src/onramp/provider'
import { OnRampError } from '../src/onramp/provider'
import { DEV_PROJECT_ID } from '../src/store/seed'
import { startTestApi } from './helpers'

type TestApi = Awaited<ReturnType<typeof startTestApi>>
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CHAINS = [{ chainId: 31337, name: 'Dev A', rpcUrl: 'http://127.0.0.1:1' }]

describe('on-ramp routes with the sandbox', () => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi({ chains: CHAINS, onramp: { sandboxCheckoutUrl: 'http://127.0.0.1:4999' } })
  }, 60_000)
  afterAll(() => t.api.close())

  test('GET /v1/onramp/options lists what the sandbox sells with §9 limits', async () => {
    const res = await t.get('/v1/onramp/options')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.paymentCurrencies[0].payment_method_limits[0]).toEqual({ id: 'card', min: '10.00', max: '7500.00' })
    expect(body.purchaseCurrencies[0]).toMatchObject({ id: 'ETH', symbol: 'ETH' })
  })

  test('POST /v1/onramp/quote answers §3 quote fields', async () => {
    const res = await t.post('/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: 30,
      network: '31337',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      paymentTotal: { amount: '30.00', currency: 'USD' },
      providerFee: { amount: '0.60', currency: 'USD' },
      networkFee: { amount: '0.05', currency: 'USD' },
      paymentSubtotal: { amount: '29.35', currency: 'USD' },
      purchaseAmount: { amount: '0.00978333', currency: 'ETH' },
    })
  })

  test('an amount outside the limits is a 400 naming them; a malformed body a 400 naming the field', async () => {
    const low = await t.post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: 5 })
    expect(low.status).toBe(400)
    expect(await low.json()).toMatchObject({ error: 'AMOUNT_OUT_OF_RANGE', min: '10.00', max: '7500.00' })
    const bad = await t.post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '5' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'BAD_REQUEST', issues: [{ path: 'amount' }] })
  })

  test('POST /v1/generators/onrampurl answers the checkout URL with the caller origin', async () => {
    const res = await fetch(`${t.api.url}/v1/generators/onrampurl?projectId=${DEV_PROJECT_ID}&st=portico&sv=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({
        destinationWallets: [{ address: WALLET, blockchains: ['31337'], assets: ['ETH'] }],
        partnerUserId: WALLET,
        presetFiatAmount: 20,
      }),
    })
    expect(res.status).toBe(200)
    const url = new URL((await res.json()).url)
    expect(url.origin).toBe('http://127.0.0.1:4999')
    expect(url.searchParams.get('address')).toBe(WALLET)
    expect(url.searchParams.get('amount')).toBe('20.00')
    expect(url.searchParams.get('origin')).toBe('http://127.0.0.1:5173')
  })

  test('another on-ramp path is still a plain 501', async () => {
    expect((await t.get('/v1/onramp/buy-options')).status).toBe(501)
  })
})

/** A provider whose every call answers what it is told to, to check what the routes do with it. */
function scriptedProvider(answer: () => unknown): OnRampProvider {
  return {
    id: 'scripted',
    options: async () => answer() as never,
    quote: async () => answer() as never,
    widgetUrl: async () => answer() as never,
  }
}

describe('on-ramp routes with another provider', () => {
  // One service for the file's provider cases (a store takes seconds to open under load); each case scripts the answer.
  let answer: () => unknown = () => undefined
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi({ chains: CHAINS, onramp: { provider: scriptedProvider(() => answer()) } })
  }, 60_000)
  afterAll(() => t.api.close())
  const start = async (next: () => unknown) => {
    answer = next
    return t
  }
  const quoteBody = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: 50 }
  const urlBody = { destinationWallets: [{ address: WALLET, blockchains: ['1'] }], partnerUserId: 'u' }

  test('a configured provider answers in place of the sandbox', async () => {
    const quote = {
      purchaseAmount: { amount: '0.01', currency: 'ETH' },
      paymentSubtotal: { amount: '48.00', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      networkFee: { amount: '1.00', currency: 'USD' },
      providerFee: { amount: '1.00', currency: 'USD' },
      quoteId: 'q-1',
    }
    const t = await start(() => quote)
    const res = await t.post('/v1/onramp/quote', quoteBody)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(quote)
  })

  test('answers that fail §3 schemas are PROVIDER_INVALID_RESPONSE (502), never passed on', async () => {
    const t = await start(() => ({ purchaseAmount: { amount: 'lots', currency: 'ETH' }, url: 'not a url' }))
    for (const res of [
      await t.get('/v1/onramp/options'),
      await t.post('/v1/onramp/quote', quoteBody),
      await t.post('/v1/generators/onrampurl', urlBody),
    ]) {
      expect(res.status).toBe(502)
      expect(await res.json()).toMatchObject({ error: 'PROVIDER_INVALID_RESPONSE' })
    }
  })

  test('a provider error keeps its code and status; anything else is PROVIDER_UNAVAILABLE', async () => {
    const typed = await start(() => {
      throw new OnRampError('UNSUPPORTED_NETWORK', 'not here', { network: '1' })
    })
    const res = await typed.post('/v1/onramp/quote', quoteBody)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'UNSUPPORTED_NETWORK', message: 'not here', network: '1' })
    const broken = await start(() => {
      throw new Error('socket hang up')
    })
    const down = await broken.get('/v1/onramp/options')
    expect(down.status).toBe(502)
    expect(await down.json()).toMatchObject({ error: 'PROVIDER_UNAVAILABLE' })
  })
})
