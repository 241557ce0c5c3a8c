/** The Safe 1.4.1 + ERC-4337 module addresses permissionless's `toSafeSmartAccount` takes (entry point v0.7). */
export interface SafeAddresses {
  safeSingletonAddress: `0x${string}`
  safeProxyFactoryAddress: `0x${string}`
  multiSendAddress: `0x${string}`
  multiSendCallOnlyAddress: `0x${string}`
  safeModuleSetupAddress: `0x${string}`
  safe4337ModuleAddress: `0x${string}`
}

/**
 * ERC-4337 for the embedded wallet: where user operations go and which account contracts to use. A network gets a
 * smart account only when the service lists it in `smartAccountEnabledNetworks` and a bundler is given here for it.
 */
export interface SmartAccountOptions {
  /** The bundler's JSON-RPC URL per eip155 chain id. */
  bundlerUrls: Readonly<Record<number, string>>
  safe: SafeAddresses
}

export type AccountTypeChoice = 'smartAccount' | 'eoa'
