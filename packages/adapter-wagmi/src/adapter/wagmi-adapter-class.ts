import { type NetworkLike, toCaipNetworks } from '@portico/common'
import type { Config } from '@wagmi/core'
import type { WagmiConfigSettings } from '../config/create-config'
import { createWagmiAdapter, type WagmiAdapter as Instance, type WagmiAdapterOptions } from './create-wagmi-adapter'

/**
 * AppKit's constructor options: `networks` (viem chains, AppKit's or our CaipNetworks), `projectId`, and wagmi's
 * createConfig settings beside the factory's own options.
 */
export interface WagmiAdapterClassOptions extends Omit<WagmiAdapterOptions, 'networks' | 'wagmi'>, WagmiConfigSettings {
  networks: readonly NetworkLike[]
  /** AppKit's project id; createAppKit's `projectId` is the one Portico uses, so this one is only accepted. */
  projectId?: string
}

// The class and the factory's interface share the name, so `WagmiAdapter` is both the AppKit-style constructor and
// the type of what it builds: the instance is the factory's adapter, members defined on it.
export interface WagmiAdapter extends Instance {}

/** `new WagmiAdapter({ networks, projectId })`, AppKit's shape, over `createWagmiAdapter`. */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface's members are defined in the constructor.
export class WagmiAdapter {
  declare readonly wagmiConfig: Config

  constructor(options: WagmiAdapterClassOptions) {
    const {
      networks,
      projectId: _projectId,
      ssr,
      batch,
      cacheTime,
      pollingInterval,
      syncConnectedChain,
      ...rest
    } = options
    const settings: WagmiConfigSettings = { ssr, batch, cacheTime, pollingInterval, syncConnectedChain }
    const wagmi = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined))
    // Descriptors, not values: getters (the active network) stay live on the instance.
    Object.defineProperties(
      this,
      Object.getOwnPropertyDescriptors(createWagmiAdapter({ ...rest, networks: toCaipNetworks(networks), wagmi })),
    )
  }
}
