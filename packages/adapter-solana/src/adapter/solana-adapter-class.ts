import { type CaipNetwork, type NetworkLike, toCaipNetworks } from '@portico/common'
import { solana, solanaDevnet, solanaTestnet } from '@portico/common/networks'
import { createSolanaAdapter, type SolanaAdapter as Instance, type SolanaAdapterOptions } from './create-solana-adapter'

/** AppKit's constructor takes no networks; ours may (defaults: Solana mainnet, devnet and testnet). */
export interface SolanaAdapterClassOptions extends Omit<SolanaAdapterOptions, 'networks'> {
  networks?: readonly NetworkLike[]
}

const DEFAULT_NETWORKS = [solana, solanaDevnet, solanaTestnet]

// The class and the factory's interface share the name: `SolanaAdapter` is AppKit's constructor and the type of
// what it builds, the factory's adapter with its members defined on the instance.
export interface SolanaAdapter extends Instance {}

/** `new SolanaAdapter()`, AppKit's shape, over `createSolanaAdapter`. */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface's members are defined in the constructor.
export class SolanaAdapter {
  constructor(options: SolanaAdapterClassOptions = {}) {
    const { networks, ...rest } = options
    const solanaNetworks = networks
      ? toCaipNetworks(networks).filter((n): n is CaipNetwork<'solana'> => n.chainNamespace === 'solana')
      : DEFAULT_NETWORKS
    // Descriptors, not values: getters (the active network) stay live on the instance.
    Object.defineProperties(
      this,
      Object.getOwnPropertyDescriptors(createSolanaAdapter({ ...rest, networks: solanaNetworks })),
    )
  }
}
