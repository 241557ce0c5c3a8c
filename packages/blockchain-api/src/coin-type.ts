import { BlockchainApiError } from './errors'

const EVM_COIN_TYPE_FLAG = 0x80000000

/** ENSIP-11 coin type of an EVM chain; chain ids must be below 2^31 (§5). Mainnet keeps SLIP-44's 60. */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId <= 0 || chainId >= EVM_COIN_TYPE_FLAG) {
    throw new BlockchainApiError('INVALID_ARGUMENT', 'Invalid chainId')
  }
  if (chainId === 1) return 60
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}

const NAME_LABEL = /^[a-zA-Z0-9-]{4,}$/

/** §5: at least 4 characters of letters, digits or hyphen (the zone suffix, when given, is not counted). */
export function isValidNameLabel(label: string): boolean {
  return NAME_LABEL.test(label)
}
