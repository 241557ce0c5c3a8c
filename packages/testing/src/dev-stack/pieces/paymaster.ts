import type { PaymasterOptions } from '@portico/api'
import { DEV_PAYMASTER, deployDevPaymaster } from '@portico/dev-contracts'
import { type Address, type Hex, keccak256, toHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

/**
 * The dev paymaster's verifying signer: keccak256 of a fixed phrase, like the bundler's keys. Dev-stack configuration
 * handed to apps/api, worthless off a local chain; a deployment brings its own key (ApiOptions.paymaster).
 */
export const DEV_PAYMASTER_SIGNER_KEY: Hex = keccak256(toHex('portico dev paymaster signer'))
export const DEV_PAYMASTER_SIGNER: Address = privateKeyToAddress(DEV_PAYMASTER_SIGNER_KEY)

/** The projects the dev stack sponsors: the lab's. The other dev projects are refused (SPONSORSHIP_DISABLED). */
export const DEV_SPONSORED_PROJECTS: readonly string[] = ['portico-dev']

/** apps/api's paymaster configuration for the dev stack. */
export const devPaymasterApiOptions = (): PaymasterOptions => ({
  signerKey: DEV_PAYMASTER_SIGNER_KEY,
  sponsoredProjects: DEV_SPONSORED_PROJECTS,
})

/** The paymaster each dev chain's `smartAccount` names (the same address on both: its deployer's first transaction). */
export const DEV_CHAIN_PAYMASTER: Address = DEV_PAYMASTER

/**
 * The VerifyingPaymaster of @account-abstraction/contracts 0.7 on one dev chain (after the entry point), with 100 ETH
 * deposited for it at the entry point, so smart accounts with no ETH can have their user operations sponsored.
 */
export async function deployPaymasterPiece(rpcUrl: string, timeoutMs?: number): Promise<Address> {
  return deployDevPaymaster(rpcUrl, { signer: DEV_PAYMASTER_SIGNER, ...(timeoutMs ? { timeoutMs } : {}) })
}
