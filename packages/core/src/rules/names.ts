import { PorticoError } from '@portico/common'

// §5 and §9: names are at least 4 characters of letters, digits or hyphen.
export const NAME_MIN_LENGTH = 4
const NAME = /^[a-zA-Z0-9-]{4,}$/

export function isValidName(name: string): boolean {
  return NAME.test(name)
}

// ENSIP-11: EVM coin type = 0x80000000 | chainId, so the chain id must fit below 2^31.
const COIN_TYPE_FLAG = 0x80000000

/** §5: coin type for a chain id; ids of 2147483648 and above give 'Invalid chainId'. */
export function coinTypeFromChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= COIN_TYPE_FLAG) throw new PorticoError('INVALID_CHAIN_ID')
  return (COIN_TYPE_FLAG | chainId) >>> 0
}
