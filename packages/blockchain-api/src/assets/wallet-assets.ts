import { formatUnits } from '@portico/common'
import * as v from 'valibot'
import type { TokenBalance } from '../schemas/balance'

// §5: an asset response (EIP-7811 wallet_getAssets) is accepted only when every asset has this shape.
const WalletAssetSchema = v.object({
  address: v.string(),
  balance: v.string(),
  type: v.picklist(['ERC20', 'NATIVE']),
  metadata: v.object({
    name: v.string(),
    symbol: v.string(),
    // An integer a unit conversion can use; anything else fails the schema like any other malformed field.
    decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
    price: v.number(),
    iconUrl: v.string(),
    value: v.optional(v.number()),
  }),
})
export type WalletAsset = v.InferOutput<typeof WalletAssetSchema>

/** chain id (hex) → assets, as wallet_getAssets answers. */
const WalletAssetsResponseSchema = v.record(v.string(), v.array(WalletAssetSchema))
export type WalletAssetsResponse = v.InferOutput<typeof WalletAssetsResponseSchema>

/** Returns the response when every asset is well-formed, otherwise null: one bad asset rejects the whole answer. */
export function parseWalletAssets(value: unknown): WalletAssetsResponse | null {
  const parsed = v.safeParse(WalletAssetsResponseSchema, value)
  return parsed.success ? parsed.output : null
}

/** §5: balances with zero decimals are dropped (they cannot be shown as amounts). */
export function filterZeroDecimals<T extends { quantity: { decimals: string } }>(balances: readonly T[]): T[] {
  return balances.filter((b) => Number(b.quantity.decimals) !== 0)
}

/** Turns wallet assets of one chain into token balances (`caipChainId` e.g. eip155:1). */
export function walletAssetsToBalances(assets: readonly WalletAsset[], caipChainId: string): TokenBalance[] {
  const balances = assets.map((asset): TokenBalance => {
    const numeric = formatUnits(BigInt(asset.balance), asset.metadata.decimals)
    return {
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      chainId: caipChainId,
      address: asset.type === 'NATIVE' ? undefined : `${caipChainId}:${asset.address}`,
      value: asset.metadata.value ?? asset.metadata.price * Number(numeric),
      price: asset.metadata.price,
      quantity: { decimals: String(asset.metadata.decimals), numeric },
      iconUrl: asset.metadata.iconUrl,
    }
  })
  return filterZeroDecimals(balances)
}
