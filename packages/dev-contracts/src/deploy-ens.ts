import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  http,
  labelhash,
  namehash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { awaitSuccess, fundDeployer } from './anvil-deployer'
import { porticoDevEnsRegistryAbi, porticoDevEnsRegistryBytecode } from './contracts/portico-dev-ens-registry.gen'
import { porticoDevEnsResolverAbi, porticoDevEnsResolverBytecode } from './contracts/portico-dev-ens-resolver.gen'
import { DEV_ENS, DEV_ENS_DEPLOYER, DEV_ENS_DEPLOYER_KEY, DEV_ENS_NAME, type DevEns } from './ens-addresses'

/** The reverse node of an address as ENS defines it: namehash('<lowercase hex without 0x>.addr.reverse'). */
export function reverseNode(address: Address): Hex {
  return namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
}

const ROOT: Hex = `0x${'0'.repeat(64)}`
const DEPLOY_GAS = 3_000_000n
const CALL_GAS = 300_000n

/** Every transaction of the ENS deploy, in nonce order: two deploys, then the records of DEV_ENS_NAME. */
function ensTransactions(): { to?: Address; data: Hex }[] {
  const { name, address, avatar } = DEV_ENS_NAME
  const [label, tld] = name.split('.') as [string, string]
  const subnode = (node: Hex, sub: string) => ({
    to: DEV_ENS.registry,
    data: encodeFunctionData({
      abi: porticoDevEnsRegistryAbi,
      functionName: 'setSubnodeOwner',
      args: [node, labelhash(sub), DEV_ENS_DEPLOYER],
    }),
  })
  const setResolver = (node: Hex) => ({
    to: DEV_ENS.registry,
    data: encodeFunctionData({
      abi: porticoDevEnsRegistryAbi,
      functionName: 'setResolver',
      args: [node, DEV_ENS.resolver],
    }),
  })
  const resolver = (data: Hex) => ({ to: DEV_ENS.resolver, data })
  const forward = namehash(name)
  const reverse = reverseNode(address)
  return [
    { data: encodeDeployData({ abi: porticoDevEnsRegistryAbi, bytecode: porticoDevEnsRegistryBytecode }) },
    {
      data: encodeDeployData({
        abi: porticoDevEnsResolverAbi,
        bytecode: porticoDevEnsResolverBytecode,
        args: [DEV_ENS.registry],
      }),
    },
    // Forward: eth → alice.eth, owned by the deployer, resolved by the dev resolver.
    subnode(ROOT, tld),
    subnode(namehash(tld), label),
    setResolver(forward),
    resolver(encodeFunctionData({ abi: porticoDevEnsResolverAbi, functionName: 'setAddr', args: [forward, address] })),
    resolver(
      encodeFunctionData({ abi: porticoDevEnsResolverAbi, functionName: 'setText', args: [forward, 'avatar', avatar] }),
    ),
    // Reverse: reverse → addr.reverse → <hex>.addr.reverse, whose name() is alice.eth.
    subnode(ROOT, 'reverse'),
    subnode(namehash('reverse'), 'addr'),
    subnode(namehash('addr.reverse'), address.slice(2).toLowerCase()),
    setResolver(reverse),
    resolver(encodeFunctionData({ abi: porticoDevEnsResolverAbi, functionName: 'setName', args: [reverse, name] })),
  ]
}

/** How many transactions the ENS deployer sends on a fresh chain. */
export const DEV_ENS_TRANSACTIONS = ensTransactions().length

/**
 * Deploys the dev ENS registry and resolver with their own deployer (funded with anvil_setBalance, so anvil only)
 * and registers DEV_ENS_NAME forward and reverse. All transactions are signed locally with fixed nonces and sent
 * together, then their receipts are awaited. On a chain that already has them it sends nothing; on a chain where the
 * deployer has sent something else it throws.
 */
export async function deployDevEns(rpcUrl: string, options: { timeoutMs?: number } = {}): Promise<DevEns> {
  const { timeoutMs = 15_000 } = options
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ transport })
  const account = privateKeyToAccount(DEV_ENS_DEPLOYER_KEY)
  const [chainId, nonce, block] = await Promise.all([
    client.getChainId(),
    client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    client.getBlock({ blockTag: 'latest' }),
  ])
  const transactions = ensTransactions()
  if (nonce === transactions.length) {
    const code = await client.getCode({ address: DEV_ENS.resolver })
    if (code && code !== '0x') return { ...DEV_ENS }
  }
  if (nonce !== 0) {
    throw new Error(
      `deployDevEns: the ENS deployer has already sent ${nonce} transaction(s) on chain ${chainId} at ${rpcUrl}; ` +
        'use a fresh chain',
    )
  }
  await fundDeployer(rpcUrl, account.address, 'deployDevEns')
  const wallet = createWalletClient({ account, transport })
  const maxFeePerGas = (block.baseFeePerGas ?? 1_000_000_000n) * 2n + 1_000_000_000n
  // Sent one after another, in nonce order: sent at once, a later nonce could reach the node first and wait in its
  // queue, and under automine nothing guarantees it is mined once the gap closes (seen once: no receipt in 15 s).
  const hashes: Hex[] = []
  for (const [i, tx] of transactions.entries()) {
    hashes.push(
      await wallet.sendTransaction({
        chain: null,
        chainId,
        nonce: i,
        gas: tx.to ? CALL_GAS : DEPLOY_GAS,
        maxFeePerGas,
        maxPriorityFeePerGas: 1_000_000_000n,
        ...(tx.to ? { to: tx.to } : {}),
        data: tx.data,
      }),
    )
  }
  const deadline = Date.now() + timeoutMs
  await Promise.all(hashes.map((hash) => awaitSuccess(client, hash, deadline, 'deployDevEns')))
  return { ...DEV_ENS }
}
