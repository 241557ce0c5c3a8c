import { DEV_ACCOUNT_ABSTRACTION, DEV_PAYMASTER, DEV_SAFE_4337 } from '@portico/dev-contracts'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { createPimlicoClient } from 'permissionless/clients/pimlico'
import { createPublicClient, http } from 'viem'
import { createBundlerClient, createPaymasterClient, entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startDevStack } from '../src'
import { DEV_CHAIN_A, ENTRY_POINT_07 } from './support/dev-chain'

// The dev paymaster end to end: the VerifyingPaymaster the stack deploys, apps/api's ERC-7677 service signing for
// it, alto bundling, an unfunded Safe. Nothing here is faked.
const STACK = {
  bundler: true,
  solana: false,
  relay: false,
  authServices: false,
  onramp: false,
  log: false,
  handleSignals: false,
  timeoutMs: 60_000,
} as const
let stack: Awaited<ReturnType<typeof startDevStack<typeof STACK>>>
const chain = DEV_CHAIN_A
const entryPoint = ENTRY_POINT_07

beforeAll(async () => {
  stack = await startDevStack(STACK)
}, 120_000)
afterAll(() => stack?.stop())

/** A new owner's undeployed Safe, holding no ETH, with a bundler client sponsored through `projectId`'s paymaster URL. */
async function unfundedSafe(projectId: string) {
  const client = createPublicClient({ chain, transport: http(stack.urls.evm[31337]) })
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toSafeSmartAccount({ client, owners: [owner], version: '1.4.1', entryPoint, ...DEV_SAFE_4337 })
  const transport = http(stack.urls.bundler[31337])
  const pimlico = createPimlicoClient({ chain, transport, entryPoint })
  const paymaster = createPaymasterClient({ transport: http(`${stack.urls.api}/paymaster/v1?projectId=${projectId}`) })
  const bundler = createBundlerClient({
    account,
    client,
    chain,
    transport,
    paymaster,
    userOperation: { estimateFeesPerGas: async () => (await pimlico.getUserOperationGasPrice()).fast },
  })
  const deposit = () =>
    client.readContract({
      address: DEV_ACCOUNT_ABSTRACTION.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [DEV_PAYMASTER],
    })
  return { client, account, bundler, deposit }
}

test('the project configuration names the sponsored chains', async () => {
  const body = (await (await fetch(`${stack.urls.api}/appkit/v1/config?projectId=portico-dev`)).json()) as {
    paymasterEnabledNetworks?: number[]
  }
  expect(body.paymasterEnabledNetworks).toEqual([31337, 31338])
})

test('an unfunded Safe deploys and sends through the dev paymaster: its deposit pays, the account holds 0 ETH throughout', async () => {
  const { client, account, bundler, deposit } = await unfundedSafe('portico-dev')
  expect(await client.getBalance({ address: account.address })).toBe(0n)
  const before = await deposit()
  const to = privateKeyToAccount(generatePrivateKey()).address
  const hash = await bundler.sendUserOperation({ calls: [{ to, value: 0n, data: '0x' }] })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
  expect(receipt.success).toBe(true)
  expect(receipt.paymaster).toBe(DEV_PAYMASTER)
  expect(await account.isDeployed()).toBe(true)
  expect(await client.getBalance({ address: account.address })).toBe(0n)
  expect(before - (await deposit())).toBe(receipt.actualGasCost)
}, 90_000)

test('a project without sponsorship is refused by the paymaster service: nothing reaches the bundler or the chain', async () => {
  const { client, account, bundler, deposit } = await unfundedSafe('portico-dev-unverified-domain')
  const before = await deposit()
  await expect(bundler.sendUserOperation({ calls: [{ to: account.address, value: 0n, data: '0x' }] })).rejects.toThrow(
    /Sponsorship is not enabled for project portico-dev-unverified-domain/,
  )
  expect(await client.getCode({ address: account.address })).toBeUndefined()
  expect(await deposit()).toBe(before)
}, 60_000)
