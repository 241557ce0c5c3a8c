import { type Address, encodeAbiParameters, getContractAddress, type Hex, zeroHash } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

// The published ERC-4337 v0.7 build (eth-infinitism's @account-abstraction/contracts 0.7.0), read from the package
// as shipped: nothing of it is compiled or copied here. Read when a deploy asks, at run time: the lab's browser build
// imports this package's addresses and must reach no Node module.

/** The creation code of a published Hardhat artifact, by its package path (Node only). */
export function artifactBytecode(specifier: string): Hex {
  const { createRequire } = process.getBuiltinModule('node:module') as typeof import('node:module')
  const { readFileSync } = process.getBuiltinModule('node:fs') as typeof import('node:fs')
  const path = createRequire(import.meta.url).resolve(specifier)
  const { bytecode } = JSON.parse(readFileSync(path, 'utf8')) as { bytecode: Hex }
  return bytecode
}

const bytecodeOf = (name: 'EntryPoint' | 'SimpleAccountFactory'): Hex =>
  artifactBytecode(`@account-abstraction/contracts/artifacts/${name}.json`)

/**
 * The deterministic deployment proxy anvil carries by default; through it the published bytecode lands at the same
 * addresses as on public networks, so clients and the bundler need no special configuration.
 */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

export const create2 = (salt: Hex, bytecode: Hex): Address =>
  getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode })

/** What the deploy sends to CREATE2_DEPLOYER: the release's salts and the artifacts' creation code. */
export interface Create2Deploy {
  salt: Hex
  initCode: Hex
  address: Address
}

const ENTRY_POINT_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

/** The entry point and the factory as the deploy sends them; the entry point first (the factory's constructor takes it). */
export function entryPointDeploys(): readonly Create2Deploy[] {
  // The salt the v0.7 release used for its canonical entry point; the factory used zero.
  const entryPointInit = bytecodeOf('EntryPoint')
  const entryPoint = create2(ENTRY_POINT_SALT, entryPointInit)
  const factoryInit: Hex = `${bytecodeOf('SimpleAccountFactory')}${encodeAbiParameters([{ type: 'address' }], [entryPoint]).slice(2)}`
  return [
    { salt: ENTRY_POINT_SALT, initCode: entryPointInit, address: entryPoint },
    { salt: zeroHash, initCode: factoryInit, address: create2(zeroHash, factoryInit) },
  ]
}

/**
 * ERC-4337 v0.7 on every dev chain: the canonical `0x0000000071727De22E5E9d8BAf0edAc6f37da032` and
 * `0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985` (a test computes them from the artifacts).
 */
export const DEV_ACCOUNT_ABSTRACTION = {
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  simpleAccountFactory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
  entryPointVersion: '0.7',
} as const satisfies DevAccountAbstraction

export type DevAccountAbstraction = {
  entryPoint: Address
  simpleAccountFactory: Address
  entryPointVersion: '0.7'
}

/**
 * Who sends the deploy transactions: keccak256("portico dev aa deployer"), not a dev account, so the dev accounts'
 * nonces and history stay as tests expect. Funded with anvil_setBalance. Worthless off a local chain.
 */
export const DEV_AA_DEPLOYER_KEY: Hex = '0xdd35086d163aa8703731ec9ba789951dc0342eda1fb8ee1f31f05339f65af516'
export const DEV_AA_DEPLOYER: Address = privateKeyToAddress(DEV_AA_DEPLOYER_KEY)
