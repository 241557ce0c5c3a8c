import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { artifactBytecode, DEV_ACCOUNT_ABSTRACTION } from './aa-addresses'
import { awaitSuccess, setAnvilBalance } from './chain-steps'
import { DEV_PAYMASTER, DEV_PAYMASTER_DEPLOYER_KEY } from './paymaster-addresses'

const LABEL = 'deployDevPaymaster'

/** What the deploy and the tests call on the paymaster (BasePaymaster + VerifyingPaymaster of the 0.7 release). */
export const verifyingPaymasterAbi = parseAbi([
  'function deposit() payable',
  'function getDeposit() view returns (uint256)',
  'function verifyingSigner() view returns (address)',
  'function owner() view returns (address)',
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getHash(PackedUserOperation userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
])

export interface DeployPaymasterOptions {
  /** The key whose signatures the paymaster accepts (its `verifyingSigner`). */
  signer: Address
  /** Wei the paymaster holds at the entry point after the deploy (default 100 ETH); topped up when below. */
  deposit?: bigint
  timeoutMs?: number
}

/**
 * Deploys @account-abstraction/contracts 0.7.0's VerifyingPaymaster from its published artifact (never compiled here)
 * for ERC-4337 v0.7's entry point (deployDevAccountAbstraction first), and deposits for it at the entry point.
 * Sent by DEV_PAYMASTER_DEPLOYER (funded with anvil_setBalance, so anvil only), which owns it. Answers its address.
 */
export async function deployDevPaymaster(rpcUrl: string, options: DeployPaymasterOptions): Promise<Address> {
  const { signer, deposit = 100n * 10n ** 18n, timeoutMs = 15_000 } = options
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ transport })
  const entryPoint = await client.getCode({ address: DEV_ACCOUNT_ABSTRACTION.entryPoint })
  if (!entryPoint || entryPoint === '0x') throw new Error(`${LABEL}: no ERC-4337 v0.7 entry point on ${rpcUrl}`)
  const account = privateKeyToAccount(DEV_PAYMASTER_DEPLOYER_KEY)
  const wallet = createWalletClient({ account, transport })
  const deadline = Date.now() + timeoutMs
  await setAnvilBalance(rpcUrl, account.address, deposit + 10n ** 18n, LABEL)
  const code = await client.getCode({ address: DEV_PAYMASTER })
  if (!code || code === '0x') {
    const creation = artifactBytecode('@account-abstraction/contracts/artifacts/VerifyingPaymaster.json')
    const args = encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }],
      [DEV_ACCOUNT_ABSTRACTION.entryPoint, signer],
    )
    const hash = await wallet.sendTransaction({ chain: null, to: null, data: `${creation}${args.slice(2)}` as Hex })
    await awaitSuccess(client, hash, deadline, LABEL)
  }
  const configured = await client.readContract({
    address: DEV_PAYMASTER,
    abi: verifyingPaymasterAbi,
    functionName: 'verifyingSigner',
  })
  if (configured.toLowerCase() !== signer.toLowerCase())
    throw new Error(`${LABEL}: the paymaster at ${DEV_PAYMASTER} accepts ${configured}, not ${signer}`)
  const held = await client.readContract({
    address: DEV_PAYMASTER,
    abi: verifyingPaymasterAbi,
    functionName: 'getDeposit',
  })
  if (held < deposit) {
    const hash = await wallet.writeContract({
      chain: null,
      address: DEV_PAYMASTER,
      abi: verifyingPaymasterAbi,
      functionName: 'deposit',
      value: deposit - held,
    })
    await awaitSuccess(client, hash, deadline, LABEL)
  }
  return DEV_PAYMASTER
}
