// The contracts of the local dev chains: committed artifacts (no compiler at run time) and their deploy.

export {
  CREATE2_DEPLOYER,
  DEV_AA_DEPLOYER,
  DEV_AA_DEPLOYER_KEY,
  DEV_ACCOUNT_ABSTRACTION,
  type DevAccountAbstraction,
} from './aa-addresses'
export {
  DEV_CONTRACTS,
  DEV_DEPLOYER,
  DEV_NFT_MINT,
  DEV_TOKEN,
  DEV_TOKEN_MINT,
  type DevContracts,
} from './addresses'
export { porticoDevEnsRegistryAbi, porticoDevEnsRegistryBytecode } from './contracts/portico-dev-ens-registry.gen'
export { porticoDevEnsResolverAbi, porticoDevEnsResolverBytecode } from './contracts/portico-dev-ens-resolver.gen'
export { porticoDevIdRegistryAbi, porticoDevIdRegistryBytecode } from './contracts/portico-dev-id-registry.gen'
export { porticoDevNftAbi, porticoDevNftBytecode } from './contracts/portico-dev-nft.gen'
export {
  porticoDevEuroAbi,
  porticoDevEuroBytecode,
  porticoDevTokenAbi,
  porticoDevTokenBytecode,
} from './contracts/portico-dev-token.gen'
export { type DeployOptions, deployDevContracts } from './deploy'
export { deployDevAccountAbstraction } from './deploy-aa'
export { DEV_ENS_TRANSACTIONS, deployDevEns, reverseNode } from './deploy-ens'
export { DEV_ID_REGISTRY, deployDevIdRegistry } from './deploy-id-registry'
export { type DeployPaymasterOptions, deployDevPaymaster, verifyingPaymasterAbi } from './deploy-paymaster'
export { deployDevSessionRoles } from './deploy-session-roles'
export { type DeploySwapOptions, deployDevSwap } from './deploy-swap'
export { DEV_DEPLOYER_KEY, DEV_HOLDERS } from './dev-accounts'
export { DEV_ENS, DEV_ENS_DEPLOYER, DEV_ENS_DEPLOYER_KEY, DEV_ENS_NAME, type DevEns } from './ens-addresses'
export { DEV_PAYMASTER, DEV_PAYMASTER_DEPLOYER, DEV_PAYMASTER_DEPLOYER_KEY } from './paymaster-addresses'
export { DEV_SAFE_4337 } from './safe-addresses'
export { DEV_SESSION_ROLES } from './session-roles-addresses'
export {
  DEV_EURO_MINT,
  DEV_EURO_TOKEN,
  DEV_SWAP,
  DEV_SWAP_DEPLOYER,
  DEV_SWAP_DEPLOYER_KEY,
  DEV_SWAP_LIQUIDITY,
  type DevSwap,
  devSwapConfig,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  uniswapV2PairAddress,
} from './swap-addresses'
