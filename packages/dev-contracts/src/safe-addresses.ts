import { type Address, encodeAbiParameters, type Hex, zeroHash } from 'viem'
import { artifactBytecode, type Create2Deploy, create2, DEV_ACCOUNT_ABSTRACTION } from './aa-addresses'

// Safe 1.4.1 with Safe's ERC-4337 module 0.3.0 (entry point v0.7), from their published Hardhat artifacts
// (@safe-global/safe-contracts 1.4.1, @safe-global/safe-4337 0.3.0). SimpleAccount has no ERC-1271; the module is
// also Safe's CompatibilityFallbackHandler, so a Safe set up with it answers isValidSignature, and with ERC-6492
// before it is deployed. Safe's own canonical addresses come from another deployer; here all go through the same
// CREATE2 proxy with salt zero, so they are fixed on every dev chain.
const safe = (path: string) => artifactBytecode(`@safe-global/safe-contracts/build/artifacts/contracts/${path}`)
const module4337 = (name: string) =>
  artifactBytecode(`@safe-global/safe-4337/build/artifacts/contracts/${name}.sol/${name}.json`)

const at = (initCode: Hex): Create2Deploy => ({ salt: zeroHash, initCode, address: create2(zeroHash, initCode) })

/** Safe and its 4337 module as the deploy sends them, in DEV_SAFE_4337's order (Node only: reads the artifacts). */
export function safeDeploys(): readonly Create2Deploy[] {
  return Object.values({
    safeSingleton: at(safe('SafeL2.sol/SafeL2.json')),
    safeProxyFactory: at(safe('proxies/SafeProxyFactory.sol/SafeProxyFactory.json')),
    multiSend: at(safe('libraries/MultiSend.sol/MultiSend.json')),
    multiSendCallOnly: at(safe('libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json')),
    safeModuleSetup: at(module4337('SafeModuleSetup')),
    safe4337Module: at(
      `${module4337('Safe4337Module')}${encodeAbiParameters([{ type: 'address' }], [DEV_ACCOUNT_ABSTRACTION.entryPoint]).slice(2)}`,
    ),
  })
}

/**
 * The addresses permissionless's `toSafeSmartAccount` takes (`version: '1.4.1'`, entry point v0.7), in
 * safeDeploys()'s order; a test computes them from the artifacts.
 */
export const DEV_SAFE_4337 = {
  safeSingletonAddress: '0x76667330c237Fb40f28d74563cdAAae4b06C23Ec',
  safeProxyFactoryAddress: '0xd9d2Ba03a7754250FDD71333F444636471CACBC4',
  multiSendAddress: '0x7B21BBDBdE8D01Df591fdc2dc0bE9956Dde1e16C',
  multiSendCallOnlyAddress: '0x32228dDEA8b9A2bd7f2d71A958fF241D79ca5eEC',
  safeModuleSetupAddress: '0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47',
  safe4337ModuleAddress: '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226',
} as const satisfies Record<string, Address>
