import { describe, expect, it } from 'vitest'
import { isWalletAssets } from './assets'

const asset = {
  address: '0x0000000000000000000000000000000000000000',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: 'https://x/eth.png', price: 3000 },
}

describe('§5 asset response rules', () => {
  it('accepts well-formed assets per chain', () => {
    expect(isWalletAssets({ '0x7a69': [asset, { ...asset, type: 'ERC20' }] })).toBe(true)
    expect(isWalletAssets({})).toBe(true)
  })

  it.each([
    ['non-string address', { ...asset, address: 1 }],
    ['non-string balance', { ...asset, balance: 10 }],
    ['other type', { ...asset, type: 'ERC721' }],
    ['no metadata', { ...asset, metadata: undefined }],
    ['numeric name', { ...asset, metadata: { ...asset.metadata, name: 5 } }],
    ['missing iconUrl', { ...asset, metadata: { ...asset.metadata, iconUrl: undefined } }],
    ['string decimals', { ...asset, metadata: { ...asset.metadata, decimals: '18' } }],
    ['missing price', { ...asset, metadata: { ...asset.metadata, price: undefined } }],
  ])('rejects the whole response for one asset with %s', (_, bad) => {
    expect(isWalletAssets({ '0x7a69': [asset, bad] })).toBe(false)
  })

  it('rejects non-object answers', () => {
    expect(isWalletAssets([asset])).toBe(false)
    expect(isWalletAssets({ '0x1': asset })).toBe(false)
    expect(isWalletAssets('nope')).toBe(false)
  })
})
