// `@portico/common/networks`: AppKit's network names as CAIP networks, so `import { mainnet } from
// '@reown/appkit/networks'` becomes an import from here. A separate entry: an app that does not import it bundles
// none of it.

export { sepolia, solanaTestnet } from './appkit-names'
export { type CaipNetwork, defineNetwork, withRpcUrl } from './define'
export { type NetworkLike, toCaipNetwork, toCaipNetworks } from './normalize'
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  bitcoin,
  bitcoinRegtest,
  bitcoinTestnet,
  bsc,
  fantom,
  gnosis,
  kaia,
  localEvm,
  localEvm2,
  mainnet,
  optimism,
  polkadot,
  polygon,
  solana,
  solanaDevnet,
  solanaLocalnet,
  westend,
  zksync,
} from './presets'
