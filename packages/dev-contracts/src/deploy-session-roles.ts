import { createPublicClient, createWalletClient, encodeFunctionData, type Hex, http, parseAbi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_AA_DEPLOYER_KEY } from './aa-addresses'
import { awaitSuccess, setAnvilBalance } from './chain-steps'
import {
  DEV_SESSION_ROLES,
  ERC2470_DEPLOYER,
  ERC2470_FACTORY,
  erc2470DeploymentTransaction,
  sessionRolesDeploys,
} from './session-roles-addresses'

const LABEL = 'deployDevSessionRoles'

const ERC2470_ABI = parseAbi(['function deploy(bytes _initCode, bytes32 _salt) returns (address)'])

const hasCode = (code: string | undefined) => Boolean(code && code !== '0x')

/**
 * Zodiac's Roles modifier v1.1 mastercopy, its Permissions library and ModuleProxyFactory 1.2 at their canonical
 * addresses (DEV_SESSION_ROLES), from @gnosis.pm/zodiac's published init data through ERC-2470's singleton factory,
 * which is first put on the chain by its presigned deployment (its keyless sender funded with anvil_setBalance, so
 * anvil only). Sent by DEV_AA_DEPLOYER after deployDevAccountAbstraction; what is already on the chain is not sent again.
 */
export async function deployDevSessionRoles(
  rpcUrl: string,
  options: { timeoutMs?: number } = {},
): Promise<typeof DEV_SESSION_ROLES> {
  const { timeoutMs = 15_000 } = options
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ transport })
  const deadline = Date.now() + timeoutMs
  const deploys = sessionRolesDeploys()
  const [factoryCode, ...codes] = await Promise.all(
    [ERC2470_FACTORY, ...deploys.map((d) => d.address)].map((address) => client.getCode({ address })),
  )
  const missing = deploys.filter((_, i) => !hasCode(codes[i]))
  if (missing.length === 0) return DEV_SESSION_ROLES
  const account = privateKeyToAccount(DEV_AA_DEPLOYER_KEY)
  const [chainId, nonce, block] = await Promise.all([
    client.getChainId(),
    client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    client.getBlock({ blockTag: 'latest' }),
    setAnvilBalance(rpcUrl, account.address, 100n * 10n ** 18n, LABEL),
    hasCode(factoryCode) ? undefined : setAnvilBalance(rpcUrl, ERC2470_DEPLOYER, parseEther('0.0247'), LABEL),
  ])
  // Sent without waiting in between (anvil mines each on arrival, in order; the gas is given, so nothing is estimated
  // against a factory not yet there), then awaited together.
  const hashes: Hex[] = []
  if (!hasCode(factoryCode))
    hashes.push(await client.sendRawTransaction({ serializedTransaction: erc2470DeploymentTransaction() }))
  const wallet = createWalletClient({ account, transport })
  const maxFeePerGas = (block.baseFeePerGas ?? 1_000_000_000n) * 2n + 1_000_000_000n
  for (const [i, deploy] of missing.entries()) {
    hashes.push(
      await wallet.sendTransaction({
        chain: null,
        chainId,
        nonce: nonce + i,
        // The Roles mastercopy's creation takes ~5.5M gas.
        gas: 9_000_000n,
        maxFeePerGas,
        maxPriorityFeePerGas: 1_000_000_000n,
        to: ERC2470_FACTORY,
        data: encodeFunctionData({
          abi: ERC2470_ABI,
          functionName: 'deploy',
          args: [deploy.initCode, deploy.salt],
        }),
      }),
    )
  }
  await Promise.all(hashes.map((hash) => awaitSuccess(client, hash, deadline, LABEL)))
  const after = await Promise.all(missing.map(({ address }) => client.getCode({ address })))
  const absent = missing.filter((_, i) => !hasCode(after[i]))
  if (absent.length) throw new Error(`${LABEL}: no code at ${absent.map((d) => d.address).join(', ')} after deploy`)
  return DEV_SESSION_ROLES
}
