import type { NetworkLike } from '@portico/common'
import {
  type BitcoinAdapterOptions,
  createBitcoinAdapter,
  type BitcoinAdapter as Instance,
} from './create-bitcoin-adapter'

/**
 * AppKit's constructor options. `networks` and `projectId` are accepted and not needed: the adapter follows the
 * network createAppKit makes active, and createAppKit's projectId is the one used.
 */
export interface BitcoinAdapterClassOptions extends BitcoinAdapterOptions {
  networks?: readonly NetworkLike[]
  projectId?: string
}

// The class and the factory's interface share the name: `BitcoinAdapter` is AppKit's constructor and the type of
// what it builds, the factory's adapter with its members defined on the instance.
export interface BitcoinAdapter extends Instance {}

/** `new BitcoinAdapter({ projectId })`, AppKit's shape, over `createBitcoinAdapter`. */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface's members are defined in the constructor.
export class BitcoinAdapter {
  constructor(options: BitcoinAdapterClassOptions = {}) {
    const { networks: _networks, projectId: _projectId, ...rest } = options
    Object.defineProperties(this, Object.getOwnPropertyDescriptors(createBitcoinAdapter(rest)))
  }
}
