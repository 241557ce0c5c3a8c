import { PorticoError } from '../errors/portico-error'

// ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId, so the chain id must fit below 2^31 (§5). Ethereum
// mainnet keeps its SLIP-44 coin type 60, which is what the name registry (apps/api) stores for chain 1.
const EVM_COIN_TYPE_FLAG = 0x80000000
const MAINNET_COIN_TYPE = 60

/**
 * §5: the coin type a name registration carries for an EVM chain id. Chain ids must be whole numbers from 1 up to
 * and excluding 2147483648, else 'Invalid chainId' (EIP-155 chain ids start at 1). Chain 1 gives 60.
 */
export function coinTypeFromChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 1 || chainId >= EVM_COIN_TYPE_FLAG) {
    throw new PorticoError('INVALID_CHAIN_ID')
  }
  return chainId === 1 ? MAINNET_COIN_TYPE : (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}

/**
 * The inverse, for whoever receives a coin type (the registry checking POST /v1/profile/account). `undefined` for a
 * coin type that is not an EVM one (a SLIP-44 coin such as 0 or 501). 'Invalid chainId' for one in the EVM range that
 * no allowed chain id gives: past 32 bits, chain 0, or 0x80000001 — mainnet is 60 only, so one chain never has two
 * coin types.
 */
export function chainIdFromCoinType(coinType: number): number | undefined {
  if (coinType === MAINNET_COIN_TYPE) return 1
  if (!Number.isInteger(coinType) || coinType > 0xffffffff) throw new PorticoError('INVALID_CHAIN_ID')
  if (coinType < EVM_COIN_TYPE_FLAG) return undefined
  const chainId = coinType - EVM_COIN_TYPE_FLAG
  if (chainId <= 1) throw new PorticoError('INVALID_CHAIN_ID')
  return chainId
}
