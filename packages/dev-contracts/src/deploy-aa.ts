import { concat, createPublicClient, http } from 'viem'
import { CREATE2_DEPLOYER, DEV_AA_DEPLOYER_KEY, DEV_ACCOUNT_ABSTRACTION, entryPointDeploys } from './aa-addresses'
import { assertDeployed, awaitSuccess, sendDeploys } from './chain-steps'
import { safeDeploys } from './safe-addresses'

/** Entry point first, then the accounts built on it. */

const LABEL = 'deployDevAccountAbstraction'

/**
 * Deploys ERC-4337 v0.7's EntryPoint and SimpleAccountFactory (at their canonical addresses) and Safe 1.4.1 with its
 * 4337 module (DEV_SAFE_4337) from the published artifacts through anvil's deterministic deployment proxy. Sent by DEV_AA_DEPLOYER (funded with
 * anvil_setBalance, so anvil only); a contract already on the chain is not sent again.
 */
export async function deployDevAccountAbstraction(
  rpcUrl: string,
  options: { timeoutMs?: number } = {},
): Promise<typeof DEV_ACCOUNT_ABSTRACTION> {
  const { timeoutMs = 15_000 } = options
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ transport })
  const proxy = await client.getCode({ address: CREATE2_DEPLOYER })
  if (!proxy || proxy === '0x')
    throw new Error(`${LABEL}: no deterministic deployment proxy at ${CREATE2_DEPLOYER} on ${rpcUrl}`)
  const deploys = [...entryPointDeploys(), ...safeDeploys()]
  const codes = await Promise.all(deploys.map(({ address }) => client.getCode({ address })))
  const missing = deploys.filter((_, i) => !codes[i] || codes[i] === '0x')
  if (missing.length === 0) return DEV_ACCOUNT_ABSTRACTION
  // In nonce order, one after another (see deployDevEns: a gap could leave a later nonce unmined).
  const hashes = await sendDeploys(
    rpcUrl,
    client,
    transport,
    DEV_AA_DEPLOYER_KEY,
    missing.map((deploy) => ({
      to: CREATE2_DEPLOYER,
      data: concat([deploy.salt, deploy.initCode]),
      // The entry point's creation (it creates its SenderCreator too) takes ~4.6M gas; the factory ~2.1M.
      gas: 8_000_000n,
    })),
    LABEL,
  )
  const deadline = Date.now() + timeoutMs
  await Promise.all(hashes.map((hash) => awaitSuccess(client, hash, deadline, LABEL)))
  await assertDeployed(
    client,
    missing.map((d) => d.address),
    LABEL,
  )
  return DEV_ACCOUNT_ABSTRACTION
}
