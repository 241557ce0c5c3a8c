import {
  createPolkadotAdapter,
  type PolkadotAdapter as Instance,
  type PolkadotAdapterOptions,
} from './create-polkadot-adapter'

// AppKit has no Polkadot adapter; this is the same constructor door as the other adapters' for apps that use them.
// The class and the factory's interface share the name: the factory's adapter with its members defined on the instance.
export interface PolkadotAdapter extends Instance {}

/** `new PolkadotAdapter({ appName })` over `createPolkadotAdapter`. */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface's members are defined in the constructor.
export class PolkadotAdapter {
  constructor(options: PolkadotAdapterOptions) {
    Object.defineProperties(this, Object.getOwnPropertyDescriptors(createPolkadotAdapter(options)))
  }
}
