// `@portico/common/networks`: AppKit's network names as CAIP networks, so `import { mainnet } from
// '@reown/appkit/networks'` becomes an import from here. The presets come through the main entry, so the built
// package has no chunk shared by the two entries (which would change how an app's bundler splits common); the
// networks only AppKit apps name live here alone. All are pure data: an app bundles only those it imports.
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  bitcoin,
  bitcoinRegtest,
  bitcoinTestnet,
  bsc,
  type CaipNetwork,
  defineNetwork,
  fantom,
  gnosis,
  kaia,
  localEvm,
  localEvm2,
  mainnet,
  type NetworkLike,
  optimism,
  polkadot,
  polygon,
  solana,
  solanaDevnet,
  solanaLocalnet,
  toCaipNetwork,
  toCaipNetworks,
  westend,
  withRpcUrl,
  zksync,
} from '../index'
export { sepolia, solanaTestnet } from './appkit-names'
