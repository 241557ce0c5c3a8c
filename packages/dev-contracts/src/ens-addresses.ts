import { type Address, getContractAddress, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { DEV_HOLDERS } from './dev-accounts'

/**
 * The ENS contracts' own deployer: keccak256("portico dev ens deployer"), not one of the ten dev accounts, so their
 * nonces, balances and history stay exactly as tests expect (account 0 pays only the token and NFT deploys). The
 * deploy funds it with anvil_setBalance. Worthless anywhere but a local chain.
 */
export const DEV_ENS_DEPLOYER_KEY: Hex = '0xb32af403f20f6ee149b3958ce91f6344ebd8e41a8490afa6c7d0f2b760b774cf'
export const DEV_ENS_DEPLOYER: Address = privateKeyToAddress(DEV_ENS_DEPLOYER_KEY)

/** The registry and resolver are its first two transactions, so their addresses are known before the chain starts. */
export const DEV_ENS = {
  registry: getContractAddress({ from: DEV_ENS_DEPLOYER, nonce: 0n }),
  resolver: getContractAddress({ from: DEV_ENS_DEPLOYER, nonce: 1n }),
} as const satisfies Record<string, Address>

export type DevEns = { registry: Address; resolver: Address }

/** A small local avatar (a data URI, so showing it never reaches off the machine). */
const AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7b61ff"/>' +
  '<text x="32" y="42" font-size="32" text-anchor="middle" fill="#fff" font-family="sans-serif">A</text></svg>'

/**
 * The dev name every ENS deploy registers: alice.eth → dev account 4 (no test or lab configuration uses it otherwise, so no "Choose a name" flow loses its button), with the reverse
 * record 70997970….addr.reverse → alice.eth and an avatar text record.
 */
export const DEV_ENS_NAME = {
  name: 'alice.eth',
  address: DEV_HOLDERS[4] as Address,
  avatar: `data:image/svg+xml;base64,${btoa(AVATAR_SVG)}`,
} as const
