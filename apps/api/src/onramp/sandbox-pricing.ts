import { formatUnits } from 'viem'

/** §9: the only payment currency of the sandbox, and its default limits per payment method. */
export const SANDBOX_PAYMENT_CURRENCY = 'USD'
export const SANDBOX_LIMITS = [
  { id: 'card', min: 10, max: 7500 },
  { id: 'ach_bank_account', min: 10, max: 25_000 },
] as const

/** What delivering the purchase costs on the local chain, in cents: a flat figure, since anvil's gas is free. */
export const SANDBOX_NETWORK_FEE_CENTS = 5n

/** Digits a purchase amount is quoted to (never more than the token has), so the page and the chain agree. */
const QUOTED_DIGITS = 8

/** §9's 1–2 % provider fee, lower for larger purchases: 2 % below $100, 1.5 % below $1,000, 1 % from there. */
export function sandboxFeeBasisPoints(totalCents: bigint): bigint {
  if (totalCents < 10_000n) return 200n
  if (totalCents < 100_000n) return 150n
  return 100n
}

export interface PricedAsset {
  symbol: string
  decimals: number
  priceUsd: number
}

export interface SandboxPrice {
  totalCents: bigint
  feeCents: bigint
  networkCents: bigint
  subtotalCents: bigint
  /** The purchase in the token's smallest unit: exactly what the checkout delivers. */
  units: bigint
}

/**
 * Prices a purchase of `asset` for `totalCents` (fees included): the provider fee (rounded to the cent) and the
 * network fee come off the total, the rest buys the token at its price, rounded down to QUOTED_DIGITS.
 */
export function priceSandboxPurchase(totalCents: bigint, asset: PricedAsset): SandboxPrice {
  const feeCents = (totalCents * sandboxFeeBasisPoints(totalCents) + 5_000n) / 10_000n
  const networkCents = SANDBOX_NETWORK_FEE_CENTS
  const subtotalCents = totalCents - feeCents - networkCents
  // Price in hundredths of a cent keeps sub-cent prices exact enough for a sandbox.
  const priceMicros = BigInt(Math.round(asset.priceUsd * 10_000))
  const raw =
    subtotalCents <= 0n || priceMicros === 0n
      ? 0n
      : (subtotalCents * 100n * 10n ** BigInt(asset.decimals)) / priceMicros
  const step = 10n ** BigInt(Math.max(0, asset.decimals - QUOTED_DIGITS))
  return { totalCents, feeCents, networkCents, subtotalCents, units: raw - (raw % step) }
}

export const centsOf = (amount: number): bigint => BigInt(Math.round(amount * 100))
export const money = (cents: bigint): string =>
  formatUnits(cents, 2)
    .replace(/^(\d+)$/, '$1.00')
    .replace(/\.(\d)$/, '.$10')
