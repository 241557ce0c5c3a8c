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

const deploys = {
  safeSingleton: at(safe('SafeL2.sol/SafeL2.json')),
  safeProxyFactory: at(safe('proxies/SafeProxyFactory.sol/SafeProxyFactory.json')),
  multiSend: at(safe('libraries/MultiSend.sol/MultiSend.json')),
  multiSendCallOnly: at(safe('libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json')),
  safeModuleSetup: at(module4337('SafeModuleSetup')),
  safe4337Module: at(
    `${module4337('Safe4337Module')}${encodeAbiParameters([{ type: 'address' }], [DEV_ACCOUNT_ABSTRACTION.entryPoint]).slice(2)}`,
  ),
}

export const SAFE_DEPLOYS: readonly Create2Deploy[] = Object.values(deploys)

/** The addresses permissionless's `toSafeSmartAccount` takes (`version: '1.4.1'`, entry point v0.7). */
export const DEV_SAFE_4337 = {
  safeSingletonAddress: deploys.safeSingleton.address,
  safeProxyFactoryAddress: deploys.safeProxyFactory.address,
  multiSendAddress: deploys.multiSend.address,
  multiSendCallOnlyAddress: deploys.multiSendCallOnly.address,
  safeModuleSetupAddress: deploys.safeModuleSetup.address,
  safe4337ModuleAddress: deploys.safe4337Module.address,
} as const satisfies Record<string, Address>
