import { createPublicClient, http } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, expect, test } from 'vitest'
import {
  DEV_AA_DEPLOYER,
  DEV_ACCOUNT_ABSTRACTION,
  DEV_HOLDERS,
  DEV_SAFE_4337,
  deployDevAccountAbstraction,
} from '../src'
import { entryPointDeploys } from '../src/aa-addresses'
import { startTestAnvil } from '../src/anvil'
import { safeDeploys } from '../src/safe-addresses'

const chains: { stop(): Promise<void> }[] = []
afterAll(() => Promise.all(chains.map((c) => c.stop())))

test('the addresses the package states are the ones the published artifacts make through the CREATE2 proxy', () => {
  expect(entryPointDeploys().map((d) => d.address)).toEqual([
    DEV_ACCOUNT_ABSTRACTION.entryPoint,
    DEV_ACCOUNT_ABSTRACTION.simpleAccountFactory,
  ])
  expect(safeDeploys().map((d) => d.address)).toEqual(Object.values(DEV_SAFE_4337))
})

test('the published ERC-4337 v0.7 artifacts land at their canonical addresses', async () => {
  expect(DEV_ACCOUNT_ABSTRACTION.entryPoint).toBe(entryPoint07Address)
  expect(DEV_ACCOUNT_ABSTRACTION.simpleAccountFactory).toBe('0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985')
  const chain = await startTestAnvil(31338)
  chains.push(chain)
  const client = createPublicClient({ transport: http(chain.url) })
  expect(await deployDevAccountAbstraction(chain.url)).toEqual(DEV_ACCOUNT_ABSTRACTION)
  for (const address of [
    DEV_ACCOUNT_ABSTRACTION.entryPoint,
    DEV_ACCOUNT_ABSTRACTION.simpleAccountFactory,
    ...Object.values(DEV_SAFE_4337),
  ]) {
    // MultiSendCallOnly, the smallest, is ~0.3 kB of code.
    expect((await client.getCode({ address }))?.length ?? 0).toBeGreaterThan(500)
  }
  // The factory was built for this entry point.
  const implementation = await client.readContract({
    address: DEV_ACCOUNT_ABSTRACTION.simpleAccountFactory,
    abi: [
      {
        type: 'function',
        name: 'accountImplementation',
        inputs: [],
        outputs: [{ type: 'address' }],
        stateMutability: 'view',
      },
    ],
    functionName: 'accountImplementation',
  })
  const implementationEntryPoint = await client.readContract({
    address: implementation,
    abi: [
      { type: 'function', name: 'entryPoint', inputs: [], outputs: [{ type: 'address' }], stateMutability: 'view' },
    ],
    functionName: 'entryPoint',
  })
  expect(implementationEntryPoint).toBe(DEV_ACCOUNT_ABSTRACTION.entryPoint)
  // A second run sends nothing; the dev accounts sent nothing at all.
  const sent = await client.getTransactionCount({ address: DEV_AA_DEPLOYER })
  expect(sent).toBe(8)
  await deployDevAccountAbstraction(chain.url)
  expect(await client.getTransactionCount({ address: DEV_AA_DEPLOYER })).toBe(8)
  expect(await client.getTransactionCount({ address: DEV_HOLDERS[0] as `0x${string}` })).toBe(0)
}, 30_000)
