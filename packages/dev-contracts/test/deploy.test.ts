import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import {
  DEV_CONTRACTS,
  DEV_DEPLOYER_KEY,
  DEV_HOLDERS,
  DEV_NFT_MINT,
  DEV_TOKEN,
  DEV_TOKEN_MINT,
  deployDevContracts,
  porticoDevNftAbi,
  porticoDevTokenAbi,
} from '../src'
import { startTestAnvil } from '../src/anvil'

const chains: { stop(): Promise<void> }[] = []
afterAll(() => Promise.all(chains.map((c) => c.stop())))
async function freshChain(chainId?: number) {
  const chain = await startTestAnvil(chainId)
  chains.push(chain)
  return { url: chain.url, client: createPublicClient({ transport: http(chain.url) }) }
}

test('a fresh chain gets both contracts at the fixed addresses, with balances minted to every dev account', async () => {
  const { url, client } = await freshChain(31337)
  expect(await deployDevContracts(url)).toEqual(DEV_CONTRACTS)
  const read = (holder: `0x${string}`) =>
    Promise.all([
      client.readContract({
        address: DEV_CONTRACTS.token,
        abi: porticoDevTokenAbi,
        functionName: 'balanceOf',
        args: [holder],
      }),
      client.readContract({
        address: DEV_CONTRACTS.nft,
        abi: porticoDevNftAbi,
        functionName: 'balanceOf',
        args: [holder],
      }),
    ])
  for (const holder of DEV_HOLDERS) expect(await read(holder)).toEqual([DEV_TOKEN_MINT, DEV_NFT_MINT])
  expect(
    await client.readContract({ address: DEV_CONTRACTS.token, abi: porticoDevTokenAbi, functionName: 'decimals' }),
  ).toBe(DEV_TOKEN.decimals)
  expect(
    await client.readContract({ address: DEV_CONTRACTS.token, abi: porticoDevTokenAbi, functionName: 'symbol' }),
  ).toBe(DEV_TOKEN.symbol)
  // Ids are handed out in holder order: holder 1's first badge is id DEV_NFT_MINT + 1.
  expect(
    await client.readContract({
      address: DEV_CONTRACTS.nft,
      abi: porticoDevNftAbi,
      functionName: 'ownerOf',
      args: [DEV_NFT_MINT + 1n],
    }),
  ).toBe(DEV_HOLDERS[1])
  // A second call on the same chain finds them and sends nothing.
  const nonce = await client.getTransactionCount({ address: DEV_HOLDERS[0] as `0x${string}` })
  expect(await deployDevContracts(url)).toEqual(DEV_CONTRACTS)
  expect(await client.getTransactionCount({ address: DEV_HOLDERS[0] as `0x${string}` })).toBe(nonce)
}, 30_000)

test('every badge carries its metadata on chain: a JSON data URI with a name, a collection and an SVG image', async () => {
  const { url, client } = await freshChain(31337)
  await deployDevContracts(url, { holders: [DEV_HOLDERS[0] as `0x${string}`] })
  const uri = await client.readContract({
    address: DEV_CONTRACTS.nft,
    abi: porticoDevNftAbi,
    functionName: 'tokenURI',
    args: [2n],
  })
  const prefix = 'data:application/json;utf8,'
  expect(uri.startsWith(prefix)).toBe(true)
  const metadata = JSON.parse(uri.slice(prefix.length)) as { name: string; collection: { name: string }; image: string }
  expect(metadata.name).toBe('Portico Dev Badge #2')
  expect(metadata.collection.name).toBe('Portico Dev Badge')
  expect(metadata.image).toMatch(/^data:image\/svg\+xml;utf8,<svg .*>2<\/text><\/svg>$/)
  await expect(
    client.readContract({ address: DEV_CONTRACTS.nft, abi: porticoDevNftAbi, functionName: 'tokenURI', args: [99n] }),
  ).rejects.toThrow(/no such token/)
}, 30_000)

test('another chain id gives the same addresses; a used deployer account is refused', async () => {
  const other = await freshChain(31338)
  expect(await deployDevContracts(other.url, { holders: [DEV_HOLDERS[2] as `0x${string}`] })).toEqual(DEV_CONTRACTS)
  const used = await freshChain(31337)
  const wallet = createWalletClient({ account: privateKeyToAccount(DEV_DEPLOYER_KEY), transport: http(used.url) })
  await wallet.sendTransaction({ to: DEV_HOLDERS[1] as `0x${string}`, value: parseEther('1'), chain: null })
  await expect(deployDevContracts(used.url)).rejects.toThrow(/already sent 1 transaction/)
}, 30_000)

test('the committed artifacts are what the compile script makes of the sources', async () => {
  const script = fileURLToPath(new URL('../scripts/compile.mjs', import.meta.url))
  const { stdout } = await promisify(execFile)(process.execPath, [script, '--check'])
  expect(stdout).toContain('artifacts match the sources')
}, 30_000)
