import { expect, test } from 'vitest'
import { buildUrl, filterZeroDecimals, mockOnRampQuote, parseWalletAssets, walletAssetsToBalances } from '../src'

test('buildUrl skips falsy values and joins arrays', () => {
  const url = buildUrl('http://h/', '/x', { a: 'A', b: '', c: undefined, d: 0, e: false, f: ['1', '2'], g: [] })
  expect(url).toBe('http://h/x?a=A&f=1%2C2')
})

const asset = {
  address: '0x0000000000000000000000000000000000000001',
  balance: '0x0de0b6b3a7640000',
  type: 'ERC20',
  metadata: { name: 'Token', symbol: 'TKN', decimals: 18, price: 2, iconUrl: 'i' },
}

test('asset responses are accepted only when every asset is well-formed', () => {
  expect(parseWalletAssets({ '0x1': [asset] })).not.toBeNull()
  expect(parseWalletAssets({ '0x1': [asset, { ...asset, type: 'ERC721' }] })).toBeNull()
  expect(parseWalletAssets({ '0x1': [{ ...asset, metadata: { ...asset.metadata, decimals: '18' } }] })).toBeNull()
  expect(parseWalletAssets({ '0x1': [{ ...asset, balance: 1 }] })).toBeNull()
})

test('decimals a unit conversion cannot use fail the schema instead of throwing later', () => {
  for (const decimals of [-1, 1.5, 256, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(parseWalletAssets({ '0x1': [{ ...asset, metadata: { ...asset.metadata, decimals } }] })).toBeNull()
  }
})

test('assets become balances; zero-decimal ones are dropped', () => {
  const parsed = parseWalletAssets({ '0x1': [asset, { ...asset, metadata: { ...asset.metadata, decimals: 0 } }] })!
  const balances = walletAssetsToBalances(parsed['0x1']!, 'eip155:1')
  expect(balances).toHaveLength(1)
  expect(balances[0]).toMatchObject({ quantity: { decimals: '18', numeric: '1' }, value: 2, chainId: 'eip155:1' })
  expect(filterZeroDecimals([{ quantity: { decimals: '0' } }, { quantity: { decimals: '6' } }])).toHaveLength(1)
})

test('the mock quote charges a 1 % provider fee', () => {
  expect(mockOnRampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: 50 })).toMatchObject({
    providerFee: { amount: '0.50' },
    paymentSubtotal: { amount: '49.50' },
  })
})
