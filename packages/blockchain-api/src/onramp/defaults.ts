import type { OnRampOptions, OnRampQuote } from '../schemas/onramp'

/** §9 default limits: card 10–7500, ACH bank account 10–25000, payment currency USD. */
export const DEFAULT_ONRAMP_OPTIONS: OnRampOptions = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
  ],
  purchaseCurrencies: [
    {
      id: '2b92315d-eab7-5bef-84fa-089a131333f5',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum-mainnet',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        },
        {
          name: 'base',
          display_name: 'Base',
          chain_id: '8453',
          contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        },
      ],
    },
    {
      id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
      ],
    },
  ],
}

/** Provider fee of the stand-in quote: the lower end of §9's 1–2 % range. */
const MOCK_PROVIDER_FEE_RATE = 0.01

/** §8: a failed quote answers a local estimate so the form stays usable; quoteId marks it as such. */
export function mockOnRampQuote(args: {
  purchaseCurrency: string
  paymentCurrency: string
  amount: number
}): OnRampQuote {
  const fee = round2(args.amount * MOCK_PROVIDER_FEE_RATE)
  const subtotal = round2(args.amount - fee)
  const money = (n: number, currency: string) => ({ amount: n.toFixed(2), currency })
  return {
    paymentTotal: money(args.amount, args.paymentCurrency),
    paymentSubtotal: money(subtotal, args.paymentCurrency),
    providerFee: money(fee, args.paymentCurrency),
    networkFee: money(0, args.paymentCurrency),
    purchaseAmount: money(subtotal, args.purchaseCurrency),
    quoteId: 'mocked-quote-id',
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100
}
