/** §3 wallet asset entry. */
export interface WalletAsset {
  address: string
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; iconUrl: string; price: number; value?: number }
}

/** wallet_getAssets answers per chain id (hex). */
export type WalletAssets = Record<string, WalletAsset[]>

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * §5: an asset response is accepted only if every asset has a string address and balance, type ERC20 or NATIVE, and
 * metadata with string name, symbol, iconUrl and numeric decimals and price.
 */
export function isWalletAsset(value: unknown): value is WalletAsset {
  if (!isObject(value) || !isObject(value.metadata)) return false
  const m = value.metadata
  return (
    typeof value.address === 'string' &&
    typeof value.balance === 'string' &&
    (value.type === 'ERC20' || value.type === 'NATIVE') &&
    typeof m.name === 'string' &&
    typeof m.symbol === 'string' &&
    typeof m.iconUrl === 'string' &&
    typeof m.decimals === 'number' &&
    typeof m.price === 'number'
  )
}

export function isWalletAssets(value: unknown): value is WalletAssets {
  return isObject(value) && Object.values(value).every((list) => Array.isArray(list) && list.every(isWalletAsset))
}
