import { startTestAnvil, type TestAnvil } from '@portico/dev-contracts/anvil'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMessage } from '../src'
import { createEvmVerifier } from '../src/evm'
import {
  siwxTestAccountAbi,
  siwxTestAccountBytecode,
  siwxTestAccountFactoryAbi,
  siwxTestAccountFactoryBytecode,
} from './contracts/siwx-test-account.gen'
import { evmData } from './fixtures'
import { devAccount } from './support/dev-accounts'

// A real chain: anvil with the dev accounts, a deployed EIP-1271 account and a factory for counterfactual ones.
let anvil: TestAnvil
let client: ReturnType<typeof createPublicClient>
const owner = devAccount(3)
const stranger = devAccount(4)
let deployedAccount: Hex
let factory: Hex

beforeAll(async () => {
  anvil = await startTestAnvil(31337)
  const chain = { ...foundry, rpcUrls: { default: { http: [anvil.url] } } }
  client = createPublicClient({ chain, transport: http(anvil.url) })
  const wallet = createWalletClient({ chain, transport: http(anvil.url), account: owner })
  const deploy = async (hash: Hex) => (await client.waitForTransactionReceipt({ hash })).contractAddress as Hex
  deployedAccount = await deploy(
    await wallet.deployContract({ abi: siwxTestAccountAbi, bytecode: siwxTestAccountBytecode, args: [owner.address] }),
  )
  factory = await deploy(
    await wallet.deployContract({ abi: siwxTestAccountFactoryAbi, bytecode: siwxTestAccountFactoryBytecode }),
  )
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

const message = (accountAddress: string) =>
  formatMessage(evmData({ accountAddress, chainId: 'eip155:31337', statement: 'Sign in to Portico.' }))
const sessionFor = (accountAddress: string, text: string, signature: string) => ({
  data: evmData({ accountAddress, chainId: 'eip155:31337', statement: 'Sign in to Portico.' }),
  message: text,
  signature,
})

describe('EVM verifier on anvil', () => {
  it('EIP-191: a dev account signature passes with and without a chain client; tampered and foreign ones fail', async () => {
    const account = devAccount(0)
    const text = message(account.address)
    const signature = await account.signMessage({ message: text })
    const offline = createEvmVerifier()
    const online = createEvmVerifier({ getClient: (id) => (id === 31337 ? client : undefined) })
    expect(await offline.verify(sessionFor(account.address, text, signature))).toBe(true)
    expect(await online.verify(sessionFor(account.address, text, signature))).toBe(true)
    expect(await offline.verify(sessionFor(account.address, text.replace('Portico', 'P0rtico'), signature))).toBe(false)
    const foreign = await stranger.signMessage({ message: text })
    expect(await online.verify(sessionFor(account.address, text, foreign))).toBe(false)
    expect(await offline.verify(sessionFor(account.address, text, '0xdeadbeef'))).toBe(false)
  })

  it('EIP-1271: a deployed smart account accepts its owner signature through the contract, not a stranger', async () => {
    expect(await client.getCode({ address: deployedAccount })).toMatch(/^0x[0-9a-f]{10,}/)
    const text = message(deployedAccount)
    const byOwner = await owner.signMessage({ message: text })
    const verifier = createEvmVerifier({ getClient: () => client })
    expect(await verifier.verify(sessionFor(deployedAccount, text, byOwner))).toBe(true)
    expect(
      await verifier.verify(sessionFor(deployedAccount, text, await stranger.signMessage({ message: text }))),
    ).toBe(false)
    expect(await verifier.verify(sessionFor(deployedAccount, `${text} `, byOwner))).toBe(false)
    // Without a chain there is no contract to ask: the owner's key is not the account address.
    expect(await createEvmVerifier().verify(sessionFor(deployedAccount, text, byOwner))).toBe(false)
  })

  it('EIP-6492: an undeployed account signs through its factory call; the check does not deploy it', async () => {
    const salt = keccak256(toHex('portico-siwx-6492'))
    const initCode = `${siwxTestAccountBytecode}${owner.address.slice(2).toLowerCase().padStart(64, '0')}` as Hex
    const counterfactual = getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode: initCode })
    expect(await client.getCode({ address: counterfactual })).toBeUndefined()
    const text = message(counterfactual)
    const wrap = (signature: Hex) =>
      serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({
          abi: siwxTestAccountFactoryAbi,
          functionName: 'deploy',
          args: [owner.address, salt],
        }),
        signature,
      })
    const verifier = createEvmVerifier({ getClient: () => client })
    expect(
      await verifier.verify(sessionFor(counterfactual, text, wrap(await owner.signMessage({ message: text })))),
    ).toBe(true)
    expect(
      await verifier.verify(sessionFor(counterfactual, text, wrap(await stranger.signMessage({ message: text })))),
    ).toBe(false)
    expect(await client.getCode({ address: counterfactual })).toBeUndefined()
  })
})
