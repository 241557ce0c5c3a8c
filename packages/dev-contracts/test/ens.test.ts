import { createPublicClient, createWalletClient, http, namehash, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import {
  DEV_DEPLOYER_KEY,
  DEV_ENS,
  DEV_ENS_DEPLOYER,
  DEV_ENS_NAME,
  DEV_ENS_TRANSACTIONS,
  DEV_HOLDERS,
  deployDevEns,
  porticoDevEnsRegistryAbi,
  porticoDevEnsResolverAbi,
  reverseNode,
} from '../src'
import { startTestAnvil } from '../src/anvil'

const chains: { stop(): Promise<void> }[] = []
afterAll(() => Promise.all(chains.map((c) => c.stop())))

test('the dev ENS lands at fixed addresses with alice.eth forward, reverse and avatar; setters are owner-only', async () => {
  const chain = await startTestAnvil(31338)
  chains.push(chain)
  const client = createPublicClient({ transport: http(chain.url) })
  expect(await deployDevEns(chain.url)).toEqual(DEV_ENS)
  const node = namehash(DEV_ENS_NAME.name)
  const addr = (n: `0x${string}`) =>
    client.readContract({ address: DEV_ENS.resolver, abi: porticoDevEnsResolverAbi, functionName: 'addr', args: [n] })
  expect(
    await client.readContract({
      address: DEV_ENS.registry,
      abi: porticoDevEnsRegistryAbi,
      functionName: 'resolver',
      args: [node],
    }),
  ).toBe(DEV_ENS.resolver)
  expect(await addr(node)).toBe(DEV_ENS_NAME.address)
  expect(
    await client.readContract({
      address: DEV_ENS.resolver,
      abi: porticoDevEnsResolverAbi,
      functionName: 'name',
      args: [reverseNode(DEV_ENS_NAME.address)],
    }),
  ).toBe(DEV_ENS_NAME.name)
  expect(
    await client.readContract({
      address: DEV_ENS.resolver,
      abi: porticoDevEnsResolverAbi,
      functionName: 'text',
      args: [node, 'avatar'],
    }),
  ).toBe(DEV_ENS_NAME.avatar)
  // The reverse node is namehash('<lowercase hex>.addr.reverse'), as ENS defines it.
  expect(reverseNode(DEV_ENS_NAME.address)).toBe(
    namehash(`${DEV_ENS_NAME.address.toLowerCase().slice(2)}.addr.reverse`),
  )
  // Someone who does not own the node cannot change its records.
  const stranger = createWalletClient({ account: privateKeyToAccount(DEV_DEPLOYER_KEY), transport: http(chain.url) })
  await expect(
    stranger.writeContract({
      address: DEV_ENS.resolver,
      abi: porticoDevEnsResolverAbi,
      functionName: 'setAddr',
      args: [node, DEV_HOLDERS[0] as `0x${string}`],
      chain: null,
    }),
  ).rejects.toThrow(/not the node owner/)
  await expect(
    stranger.writeContract({
      address: DEV_ENS.registry,
      abi: porticoDevEnsRegistryAbi,
      functionName: 'setResolver',
      args: [node, DEV_HOLDERS[0] as `0x${string}`],
      chain: null,
    }),
  ).rejects.toThrow(/not the node owner/)
  expect(await addr(node)).toBe(DEV_ENS_NAME.address)
  // A second deploy finds it and sends nothing; the dev accounts sent nothing at all.
  expect(await deployDevEns(chain.url)).toEqual(DEV_ENS)
  expect(await client.getTransactionCount({ address: DEV_ENS_DEPLOYER })).toBe(DEV_ENS_TRANSACTIONS)
  expect(await client.getTransactionCount({ address: DEV_HOLDERS[0] as `0x${string}` })).toBe(0)
}, 30_000)

test('a chain where the ENS deployer already sent something else is refused', async () => {
  const other = await startTestAnvil(31337)
  chains.push(other)
  const rpc = (method: string, params: unknown[]) =>
    fetch(other.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
  await rpc('anvil_setBalance', [DEV_ENS_DEPLOYER, '0xde0b6b3a7640000'])
  await rpc('anvil_impersonateAccount', [DEV_ENS_DEPLOYER])
  await rpc('eth_sendTransaction', [
    { from: DEV_ENS_DEPLOYER, to: DEV_HOLDERS[1], value: `0x${parseEther('0.1').toString(16)}` },
  ])
  await expect(deployDevEns(other.url)).rejects.toThrow(/already sent 1 transaction/)
}, 30_000)
