import { concat, createPublicClient, createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CREATE2_DEPLOYER, DEV_AA_DEPLOYER_KEY, DEV_ACCOUNT_ABSTRACTION, entryPointDeploys } from './aa-addresses'
import { awaitSuccess, setAnvilBalance } from './chain-steps'
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
  const account = privateKeyToAccount(DEV_AA_DEPLOYER_KEY)
  const [chainId, nonce, block] = await Promise.all([
    client.getChainId(),
    client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    client.getBlock({ blockTag: 'latest' }),
    setAnvilBalance(rpcUrl, account.address, 100n * 10n ** 18n, LABEL),
  ])
  const wallet = createWalletClient({ account, transport })
  const maxFeePerGas = (block.baseFeePerGas ?? 1_000_000_000n) * 2n + 1_000_000_000n
  // In nonce order, one after another (see deployDevEns: a gap could leave a later nonce unmined).
  const hashes: Hex[] = []
  for (const [i, deploy] of missing.entries()) {
    hashes.push(
      await wallet.sendTransaction({
        chain: null,
        chainId,
        nonce: nonce + i,
        // The entry point's creation (it creates its SenderCreator too) takes ~4.6M gas; the factory ~2.1M.
        gas: 8_000_000n,
        maxFeePerGas,
        maxPriorityFeePerGas: 1_000_000_000n,
        to: CREATE2_DEPLOYER,
        data: concat([deploy.salt, deploy.initCode]),
      }),
    )
  }
  const deadline = Date.now() + timeoutMs
  await Promise.all(hashes.map((hash) => awaitSuccess(client, hash, deadline, LABEL)))
  const after = await Promise.all(missing.map(({ address }) => client.getCode({ address })))
  const absent = missing.filter((_, i) => !after[i] || after[i] === '0x')
  if (absent.length) throw new Error(`${LABEL}: no code at ${absent.map((d) => d.address).join(', ')} after deploy`)
  return DEV_ACCOUNT_ABSTRACTION
}
