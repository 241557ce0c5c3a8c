import {
  DEV_ACCOUNT_ABSTRACTION,
  deployDevAccountAbstraction,
  deployDevPaymaster,
  verifyingPaymasterAbi,
} from '@portico/dev-contracts'
import { startTestAnvil } from '@portico/dev-contracts/anvil'
import {
  type Address,
  concat,
  createPublicClient,
  decodeAbiParameters,
  type Hex,
  hexToBigInt,
  http,
  parseAbi,
  recoverMessageAddress,
  slice,
  toHex,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { DEV_PROJECT_ID, UNVERIFIED_DOMAIN_PROJECT_ID } from '../src/store/seed'
import { startTestApi } from './helpers'

const anvil = await startTestAnvil(31337)
await deployDevAccountAbstraction(anvil.url)
const SIGNER_KEY = generatePrivateKey()
const SIGNER = privateKeyToAddress(SIGNER_KEY)
const paymaster = await deployDevPaymaster(anvil.url, { signer: SIGNER })
const { entryPoint, simpleAccountFactory: factory } = DEV_ACCOUNT_ABSTRACTION
const t = await startTestApi({
  chains: [
    {
      chainId: 31337,
      name: 'A',
      rpcUrl: anvil.url,
      smartAccount: { bundlerUrl: 'http://127.0.0.1:1', entryPoint, factory, paymaster },
    },
    {
      chainId: 31338,
      name: 'B',
      rpcUrl: anvil.url,
      smartAccount: { bundlerUrl: 'http://127.0.0.1:1', entryPoint, factory },
    },
  ],
  paymaster: { signerKey: SIGNER_KEY, sponsoredProjects: [DEV_PROJECT_ID] },
})
afterAll(async () => {
  await t.api.close()
  await anvil.stop()
})
const chain = createPublicClient({ transport: http(anvil.url) })

/** An undeployed account's first operation, as viem sends it to ERC-7677 (RPC quantities). */
const OPERATION = {
  sender: '0x1111111111111111111111111111111111111111',
  nonce: '0x0',
  factory,
  factoryData:
    '0x5fbfb9cf000000000000000000000000000000000000000000000000000000000000dead0000000000000000000000000000000000000000000000000000000000000000',
  callData: '0xb61d27f6',
  callGasLimit: '0x13880',
  verificationGasLimit: '0x60000',
  preVerificationGas: '0xc350',
  maxFeePerGas: '0x77359400',
  maxPriorityFeePerGas: '0x3b9aca00',
  paymasterVerificationGasLimit: '0x186a0',
  paymasterPostOpGasLimit: '0x0',
} as const

interface RpcAnswer {
  result?: Record<string, unknown>
  error?: { code: number; message: string; data?: { error: string } }
}

async function pm(
  method: string,
  params: unknown[],
  { project = DEV_PROJECT_ID, origin = 'http://127.0.0.1:5173' }: { project?: string; origin?: string } = {},
): Promise<RpcAnswer> {
  const response = await fetch(`${t.api.url}/paymaster/v1?projectId=${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as RpcAnswer
}

const params = (op: Record<string, unknown> = OPERATION, chainId = '0x7a69', at: string = entryPoint) => [
  op,
  at,
  chainId,
  {},
]

/** The operation as the entry point hands it to the paymaster, with the paymaster's answer in paymasterAndData. */
function packed(paymasterData: Hex) {
  const op = Object.fromEntries(
    Object.entries(OPERATION).map(([k, value]) => [
      k,
      /^(sender|factory|factoryData|callData)$/.test(k) ? value : hexToBigInt(value as Hex),
    ]),
  )
  return toPackedUserOperation({ ...op, paymaster, paymasterData, signature: '0x' } as unknown as UserOperation<'0.7'>)
}

const validateAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function validatePaymasterUserOp(PackedUserOperation userOp, bytes32 userOpHash, uint256 maxCost) returns (bytes context, uint256 validationData)',
])

/** The paymaster's validation data for the operation, called as the entry point calls it. */
async function validation(userOp: ReturnType<typeof packed>): Promise<bigint> {
  const { result } = await chain.simulateContract({
    account: entryPoint,
    address: paymaster,
    abi: validateAbi,
    functionName: 'validatePaymasterUserOp',
    args: [userOp, toHex(1, { size: 32 }), 0n],
  })
  return result[1]
}

describe('ERC-7677 on the deployed VerifyingPaymaster', () => {
  test('the project configuration lists the sponsored chains for a sponsored project only', async () => {
    const own = (await (await t.get('/appkit/v1/config')).json()) as { paymasterEnabledNetworks?: number[] }
    expect(own.paymasterEnabledNetworks).toEqual([31337])
    const other = (await (await t.get('/appkit/v1/config', undefined, UNVERIFIED_DOMAIN_PROJECT_ID)).json()) as {
      paymasterEnabledNetworks?: number[]
      smartAccountEnabledNetworks?: number[]
    }
    expect(other.smartAccountEnabledNetworks).toEqual([31337, 31338])
    expect(other.paymasterEnabledNetworks).toBeUndefined()
  })

  test('pm_getPaymasterStubData names the paymaster and its gas, not final', async () => {
    const { paymasterVerificationGasLimit: _, paymasterPostOpGasLimit: __, ...unestimated } = OPERATION
    const answer = await pm('pm_getPaymasterStubData', params(unestimated))
    expect(answer.result).toEqual({
      paymaster,
      paymasterData: expect.stringMatching(/^0x[0-9a-f]{258}$/),
      paymasterVerificationGasLimit: '0x186a0',
      paymasterPostOpGasLimit: '0x0',
      isFinal: false,
    })
  })

  test("pm_getPaymasterData is signed by the verifying signer over the deployed paymaster's getHash, and the paymaster accepts it", async () => {
    const before = Math.floor(Date.now() / 1000)
    const answer = await pm('pm_getPaymasterData', params())
    expect(answer.error).toBeUndefined()
    const { paymaster: named, paymasterData } = answer.result as { paymaster: Address; paymasterData: Hex }
    expect(named).toBe(paymaster)
    const [validUntil, validAfter] = decodeAbiParameters(
      [{ type: 'uint48' }, { type: 'uint48' }],
      slice(paymasterData, 0, 64),
    )
    expect(validAfter).toBe(0)
    expect(validUntil).toBeGreaterThanOrEqual(before + 590)
    const userOp = packed(paymasterData)
    const hash = await chain.readContract({
      address: paymaster,
      abi: verifyingPaymasterAbi,
      functionName: 'getHash',
      args: [userOp, validUntil, validAfter],
    })
    expect(await recoverMessageAddress({ message: { raw: hash }, signature: slice(paymasterData, 64) })).toBe(SIGNER)
    // The contract's own verdict, called as the entry point calls it: validation data without the failure bit.
    const validationData = await validation(userOp)
    expect(validationData & ((1n << 160n) - 1n)).toBe(0n)
    expect(validationData >> 160n).toBe(BigInt(validUntil))
    // Any other gas than the signed one: the paymaster reports a signature failure (1).
    const tampered = { ...userOp, preVerificationGas: userOp.preVerificationGas + 1n }
    expect((await validation(tampered)) & ((1n << 160n) - 1n)).toBe(1n)
    expect(concat([paymaster, slice(userOp.paymasterAndData, 20)])).toBe(userOp.paymasterAndData)
  })
})

describe('refusals: a JSON-RPC error with a stable code in data.error, and nothing signed', () => {
  const refused = (answer: RpcAnswer) => ({
    code: answer.error?.code,
    error: answer.error?.data?.error,
    result: answer.result,
  })

  test('a project without sponsorship', async () => {
    const answer = await pm('pm_getPaymasterData', params(), { project: UNVERIFIED_DOMAIN_PROJECT_ID })
    expect(refused(answer)).toEqual({ code: -32003, error: 'SPONSORSHIP_DISABLED', result: undefined })
    expect(answer.error?.message).toBe(`Sponsorship is not enabled for project ${UNVERIFIED_DOMAIN_PROJECT_ID}`)
  })

  test('an origin the project does not allow', async () => {
    const answer = await pm('pm_getPaymasterStubData', params(), { origin: 'https://elsewhere.example' })
    expect(refused(answer)).toEqual({ code: -32003, error: 'ORIGIN_NOT_ALLOWED', result: undefined })
    expect(answer.error?.message).toBe(`Origin https://elsewhere.example is not allowed for project ${DEV_PROJECT_ID}`)
  })

  test('a chain without a paymaster, another entry point', async () => {
    expect(refused(await pm('pm_getPaymasterData', params(OPERATION, '0x7a6a')))).toEqual({
      code: -32003,
      error: 'CHAIN_NOT_SPONSORED',
      result: undefined,
    })
    expect(refused(await pm('pm_getPaymasterData', params(OPERATION, '0x7a69', factory)))).toEqual({
      code: -32003,
      error: 'UNSUPPORTED_ENTRY_POINT',
      result: undefined,
    })
  })

  test('a malformed operation, an unknown method', async () => {
    const bad = await pm('pm_getPaymasterData', params({ ...OPERATION, sender: 'alice' }))
    expect(bad.error).toMatchObject({ code: -32602, data: { error: 'BAD_REQUEST' } })
    expect(bad.error?.message).toContain('sender')
    expect((await pm('eth_sendUserOperation', params())).error?.code).toBe(-32601)
  })
})
