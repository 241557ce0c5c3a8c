// `@portico/common/networks`: the network presets — AppKit's network names as CAIP networks, so `import { mainnet }
// from '@reown/appkit/networks'` becomes an import from here — and the local dev networks. They are not in the main
// entry: they are data an app picks from, and the main entry stays the code every app runs (core's 20 KB budget
// measures all of it). All are pure data: an app bundles only those it imports.
export {
  type CaipNetwork,
  defineNetwork,
  type NetworkLike,
  toCaipNetwork,
  toCaipNetworks,
  withRpcUrl,
} from '../index'
export { sepolia, solanaTestnet } from './appkit-names'
export * from './presets'
