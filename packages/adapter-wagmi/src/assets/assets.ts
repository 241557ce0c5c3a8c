import type { WalletAsset, WalletAssets } from '@portico/core'

// The types are core's (the walletGetAssets capability answers them); the checks are this adapter's.
export type { WalletAsset, WalletAssets }

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
