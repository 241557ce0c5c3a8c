import { createPublicClient, http } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import {
  DEV_ACCOUNT_ABSTRACTION,
  DEV_PAYMASTER,
  DEV_PAYMASTER_DEPLOYER,
  deployDevAccountAbstraction,
  deployDevPaymaster,
  verifyingPaymasterAbi,
} from '../src'
import { startTestAnvil } from '../src/anvil'

const chains: { stop(): Promise<void> }[] = []
afterAll(() => Promise.all(chains.map((c) => c.stop())))

test('the published VerifyingPaymaster lands at its fixed address with the signer, owned by its deployer, with a deposit at the entry point', async () => {
  const chain = await startTestAnvil(31338)
  chains.push(chain)
  const client = createPublicClient({ transport: http(chain.url) })
  await deployDevAccountAbstraction(chain.url)
  const signer = privateKeyToAddress(generatePrivateKey())
  expect(await deployDevPaymaster(chain.url, { signer, deposit: 5n * 10n ** 18n })).toBe(DEV_PAYMASTER)
  const read = <F extends 'verifyingSigner' | 'owner'>(functionName: F) =>
    client.readContract({ address: DEV_PAYMASTER, abi: verifyingPaymasterAbi, functionName })
  expect(await read('verifyingSigner')).toBe(signer)
  expect(await read('owner')).toBe(DEV_PAYMASTER_DEPLOYER)
  const balanceAtEntryPoint = () =>
    client.readContract({
      address: DEV_ACCOUNT_ABSTRACTION.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [DEV_PAYMASTER],
    })
  expect(await balanceAtEntryPoint()).toBe(5n * 10n ** 18n)
  // Again: nothing redeployed, the deposit topped up to the new target only.
  await deployDevPaymaster(chain.url, { signer, deposit: 7n * 10n ** 18n })
  expect(await balanceAtEntryPoint()).toBe(7n * 10n ** 18n)
  await expect(deployDevPaymaster(chain.url, { signer: DEV_PAYMASTER_DEPLOYER })).rejects.toThrow(/accepts/)
})
