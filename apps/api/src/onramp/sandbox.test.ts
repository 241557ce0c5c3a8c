import fc from 'fast-check'
import { parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { OnRampError } from './provider'
import { SandboxOnRampProvider } from './sandbox'
import { SANDBOX_LIMITS } from './sandbox-pricing'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const sandbox = new SandboxOnRampProvider({
  chains: [
    {
      chainId: 31337,
      name: 'Dev A',
      rpcUrl: 'http://127.0.0.1:1',
      tokens: [{ address: TOKEN, name: 'Portico Dev USD', symbol: 'PUSD', decimals: 6, priceUsd: 1 }],
    },
    { chainId: 31338, name: 'Dev B', rpcUrl: 'http://127.0.0.1:2' },
  ],
  checkoutUrl: 'http://127.0.0.1:4999',
})

const cents = (amount: string) => Math.round(Number(amount) * 100)

describe('sandbox on-ramp quotes', () => {
  test('the options list §9 limits in USD and every chain the coin and tokens are sold on', async () => {
    const options = await sandbox.options()
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
    expect(options.purchaseCurrencies.map((c) => [c.id, c.networks.map((n) => n.chain_id)])).toEqual([
      ['ETH', ['31337', '31338']],
      ['PUSD', ['31337']],
    ])
    expect(options.purchaseCurrencies[1]?.networks[0]?.contract_address).toBe(TOKEN)
  })

  test('a $100 card purchase of PUSD: 1.5 % fee, 5 ¢ network fee, the rest bought at $1', async () => {
    const quote = await sandbox.quote({ purchaseCurrency: 'PUSD', paymentCurrency: 'USD', amount: 100 })
    expect(quote).toMatchObject({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      providerFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.05', currency: 'USD' },
      paymentSubtotal: { amount: '98.45', currency: 'USD' },
      purchaseAmount: { amount: '98.45', currency: 'PUSD' },
    })
    expect(quote.quoteId).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('amounts outside the payment method limits are refused with the limits', () => {
    for (const [amount, method] of [
      [9.99, 'card'],
      [7500.01, 'card'],
      [25_000.01, 'ach_bank_account'],
    ] as const) {
      const attempt = () =>
        sandbox.price({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount, paymentMethod: method })
      expect(attempt).toThrowError(OnRampError)
      try {
        attempt()
      } catch (error) {
        expect(error).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', status: 400, details: { paymentMethod: method } })
      }
    }
    expect(
      sandbox.price({
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: 20_000,
        paymentMethod: 'ach_bank_account',
      }).quote.paymentTotal.amount,
    ).toBe('20000.00')
  })

  test('unknown currency, network, payment currency and method are typed errors', () => {
    const codeOf = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return (error as OnRampError).code
      }
      return 'none'
    }
    const base = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: 50 }
    expect(codeOf(() => sandbox.price({ ...base, purchaseCurrency: 'DOGE' }))).toBe('UNSUPPORTED_CURRENCY')
    expect(codeOf(() => sandbox.price({ ...base, purchaseCurrency: 'PUSD', network: '31338' }))).toBe(
      'UNSUPPORTED_NETWORK',
    )
    expect(codeOf(() => sandbox.price({ ...base, paymentCurrency: 'EUR' }))).toBe('UNSUPPORTED_CURRENCY')
    expect(codeOf(() => sandbox.price({ ...base, paymentMethod: 'paypal' }))).toBe('UNSUPPORTED_PAYMENT_METHOD')
  })

  test('property: within the limits the fee is 1–2 %, the parts add up, and the purchase is what the subtotal buys', () => {
    const card = SANDBOX_LIMITS[0]
    fc.assert(
      fc.property(
        fc.integer({ min: card.min * 100, max: card.max * 100 }),
        fc.constantFrom('ETH', 'PUSD'),
        (totalCents, currency) => {
          const { quote, asset } = sandbox.price({
            purchaseCurrency: currency,
            paymentCurrency: 'USD',
            amount: totalCents / 100,
          })
          const fee = cents(quote.providerFee.amount)
          expect(cents(quote.paymentTotal.amount)).toBe(totalCents)
          expect(fee).toBeGreaterThanOrEqual(Math.floor(totalCents * 0.01))
          expect(fee).toBeLessThanOrEqual(Math.ceil(totalCents * 0.02))
          expect(cents(quote.paymentSubtotal.amount) + fee + cents(quote.networkFee.amount)).toBe(totalCents)
          const bought = parseUnits(quote.purchaseAmount.amount, asset.decimals)
          const worthMicroCents = (bought * BigInt(asset.priceUsd * 10_000) * 100n) / 10n ** BigInt(asset.decimals)
          expect(worthMicroCents).toBeLessThanOrEqual(BigInt(cents(quote.paymentSubtotal.amount)) * 10_000n)
        },
      ),
    )
  })
})

describe('sandbox checkout URL', () => {
  test('names the wallet, network, asset, amount and the page that asked', async () => {
    const { url } = await sandbox.widgetUrl({
      destinationWallets: [
        { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', blockchains: ['31337'], assets: ['PUSD'] },
      ],
      partnerUserId: 'user-1',
      presetFiatAmount: 25,
      parentOrigin: 'http://127.0.0.1:5173',
    })
    const parsed = new URL(url)
    expect(parsed.origin).toBe('http://127.0.0.1:4999')
    expect(parsed.pathname).toBe('/checkout')
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      network: '31337',
      asset: 'PUSD',
      currency: 'USD',
      partnerUserId: 'user-1',
      amount: '25.00',
      origin: 'http://127.0.0.1:5173',
    })
  })

  test('without a checkout page configured it says so', async () => {
    const bare = new SandboxOnRampProvider({ chains: [{ chainId: 1, name: 'x', rpcUrl: 'http://127.0.0.1:1' }] })
    await expect(
      bare.widgetUrl({ destinationWallets: [{ address: '0x0', blockchains: ['1'] }], partnerUserId: 'u' }),
    ).rejects.toMatchObject({ code: 'ONRAMP_NOT_CONFIGURED', status: 503 })
  })
})
