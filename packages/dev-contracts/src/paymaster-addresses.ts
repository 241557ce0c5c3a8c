import { type Address, getContractAddress, type Hex, keccak256, toHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/**
 * Who deploys and owns the dev VerifyingPaymaster: keccak256("portico dev paymaster deployer"), not a dev account, so
 * the dev accounts' nonces stay as tests expect. Its first transaction creates the paymaster, so the address is the
 * same on every fresh dev chain. Funded with anvil_setBalance. Worthless off a local chain.
 */
export const DEV_PAYMASTER_DEPLOYER_KEY: Hex = keccak256(toHex('portico dev paymaster deployer'))
export const DEV_PAYMASTER_DEPLOYER: Address = privateKeyToAddress(DEV_PAYMASTER_DEPLOYER_KEY)

/** eth-infinitism's VerifyingPaymaster (v0.7 sample), created by DEV_PAYMASTER_DEPLOYER's nonce 0. */
export const DEV_PAYMASTER: Address = getContractAddress({ from: DEV_PAYMASTER_DEPLOYER, nonce: 0n })
