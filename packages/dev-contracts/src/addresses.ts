import { type Address, getContractAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { DEV_DEPLOYER_KEY } from './dev-accounts'

export const DEV_DEPLOYER: Address = privateKeyToAddress(DEV_DEPLOYER_KEY)

/**
 * Where the contracts land on a fresh chain: the deployer's first two transactions create them (nonces 0 and 1), so
 * the addresses are known before the chain starts and the api can be configured in parallel with the deploy.
 */
export const DEV_CONTRACTS = {
  token: getContractAddress({ from: DEV_DEPLOYER, nonce: 0n }),
  nft: getContractAddress({ from: DEV_DEPLOYER, nonce: 1n }),
} as const satisfies Record<string, Address>

export type DevContracts = { token: Address; nft: Address }

/** The dev token as apps/api's chain config lists it (`tokens`). */
export const DEV_TOKEN = {
  address: DEV_CONTRACTS.token,
  name: 'Portico Dev USD',
  symbol: 'PUSD',
  decimals: 6,
  priceUsd: 1,
} as const

/** Minted to each holder at deploy: 10 000 PUSD (6 decimals) and 2 badges. */
export const DEV_TOKEN_MINT = 10_000_000_000n
export const DEV_NFT_MINT = 2n
