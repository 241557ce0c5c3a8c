import { chainIdFromCoinType } from '@portico/common'
import * as v from 'valibot'
import { wholeNumber } from '../http/numbers'

/** §5: at least 4 letters, digits or hyphens. */
export const NAME_LABEL = /^[a-zA-Z0-9-]{4,}$/

/**
 * Normalises `label` or `label.zone` to the full lower-case name, or explains why it is not acceptable. Other
 * zones than the service's are refused: it can only vouch for its own.
 */
export function normaliseName(input: string, zone: string): { name: string } | { error: string } {
  const lower = input.trim().toLowerCase()
  const suffix = `.${zone}`
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  if (label.includes('.')) return { error: `Names must be in the ${zone} zone` }
  if (!NAME_LABEL.test(label)) return { error: 'Name must be at least 4 characters of letters, digits or hyphen' }
  return { name: `${label}${suffix}` }
}

/**
 * The EVM chain a registration's coin type stands for, by the one §5 rule in @portico/common: the client computes
 * the coin type with coinTypeFromChainId and this reads it back with its inverse, so the two cannot disagree.
 */
export function coinTypeToChainId(coinType: number): { chainId: number } | { error: string } {
  try {
    const chainId = chainIdFromCoinType(coinType)
    if (chainId === undefined) return { error: `Unsupported coin type ${coinType}: only EVM coin types are accepted` }
    return { chainId }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/** SLIP-44 coin types, and ENSIP-11's 0x80000000 | chainId, are 32-bit. */
const MAX_COIN_TYPE = 0xffff_ffff

const hex = (what: string) => v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/, `${what} must be 0x-prefixed hex`))

export const RegisterBodySchema = v.pipe(
  v.object({
    coin_type: v.optional(wholeNumber(0, MAX_COIN_TYPE)),
    coinType: v.optional(wholeNumber(0, MAX_COIN_TYPE)),
    address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'address must be 0x and 40 hex characters')),
    message: v.pipe(v.string(), v.maxLength(4096)),
    signature: v.pipe(hex('signature'), v.minLength(4), v.maxLength(2 * 4096)),
  }),
  v.check((b) => b.coin_type !== undefined || b.coinType !== undefined, 'coin_type is required'),
)

/** §3: the signed message is JSON of name, attributes and a timestamp in seconds. */
export const RegisterMessageSchema = v.object({
  name: v.string(),
  attributes: v.optional(v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.maxLength(1024)))),
  timestamp: wholeNumber(0),
})
