import { createPublicClient, createWalletClient, encodeFunctionData, http, parseAbi, parseEther } from 'viem'
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
  if (!hasCode(await client.getCode({ address: ERC2470_FACTORY }))) {
    await setAnvilBalance(rpcUrl, ERC2470_DEPLOYER, parseEther('0.0247'), LABEL)
    const hash = await client.sendRawTransaction({ serializedTransaction: erc2470DeploymentTransaction() })
    await awaitSuccess(client, hash, deadline, LABEL)
  }
  const deploys = sessionRolesDeploys()
  const codes = await Promise.all(deploys.map(({ address }) => client.getCode({ address })))
  const missing = deploys.filter((_, i) => !hasCode(codes[i]))
  if (missing.length === 0) return DEV_SESSION_ROLES
  const account = privateKeyToAccount(DEV_AA_DEPLOYER_KEY)
  const [chainId, block] = await Promise.all([
    client.getChainId(),
    client.getBlock({ blockTag: 'latest' }),
    setAnvilBalance(rpcUrl, account.address, 100n * 10n ** 18n, LABEL),
  ])
  const wallet = createWalletClient({ account, transport })
  const maxFeePerGas = (block.baseFeePerGas ?? 1_000_000_000n) * 2n + 1_000_000_000n
  // One after another: the deployer is shared with deployDevAccountAbstraction, so each nonce is read fresh.
  for (const deploy of missing) {
    const hash = await wallet.sendTransaction({
      chain: null,
      chainId,
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
    })
    await awaitSuccess(client, hash, deadline, LABEL)
  }
  const after = await Promise.all(missing.map(({ address }) => client.getCode({ address })))
  const absent = missing.filter((_, i) => !hasCode(after[i]))
  if (absent.length) throw new Error(`${LABEL}: no code at ${absent.map((d) => d.address).join(', ')} after deploy`)
  return DEV_SESSION_ROLES
}
