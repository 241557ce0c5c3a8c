import { createPublicClient, encodeFunctionData, type Hex, http, parseAbi, parseEther } from 'viem'
import { DEV_AA_DEPLOYER_KEY } from './aa-addresses'
import { assertDeployed, awaitSuccess, sendDeploys, setAnvilBalance } from './chain-steps'
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
  // ERC-2470 first, from its keyless sender; then the deploys through it (none waits for the one before).
  const first: Hex[] = []
  if (!hasCode(factoryCode)) {
    await setAnvilBalance(rpcUrl, ERC2470_DEPLOYER, parseEther('0.0247'), LABEL)
    first.push(await client.sendRawTransaction({ serializedTransaction: erc2470DeploymentTransaction() }))
  }
  const hashes = await sendDeploys(
    rpcUrl,
    client,
    transport,
    DEV_AA_DEPLOYER_KEY,
    missing.map((deploy) => ({
      to: ERC2470_FACTORY,
      data: encodeFunctionData({ abi: ERC2470_ABI, functionName: 'deploy', args: [deploy.initCode, deploy.salt] }),
      // The Roles mastercopy's creation takes ~5.5M gas.
      gas: 9_000_000n,
    })),
    LABEL,
  )
  await Promise.all([...first, ...hashes].map((hash) => awaitSuccess(client, hash, deadline, LABEL)))
  await assertDeployed(
    client,
    missing.map((d) => d.address),
    LABEL,
  )
  return DEV_SESSION_ROLES
}
