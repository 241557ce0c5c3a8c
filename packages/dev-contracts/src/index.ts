// The contracts of the local dev chains: committed artifacts (no compiler at run time) and their deploy.
export {
  DEV_CONTRACTS,
  DEV_DEPLOYER,
  DEV_NFT_MINT,
  DEV_TOKEN,
  DEV_TOKEN_MINT,
  type DevContracts,
} from './addresses'
export { porticoDevNftAbi, porticoDevNftBytecode } from './contracts/portico-dev-nft.gen'
export { porticoDevTokenAbi, porticoDevTokenBytecode } from './contracts/portico-dev-token.gen'
export { type DeployOptions, deployDevContracts } from './deploy'
export { DEV_DEPLOYER_KEY, DEV_HOLDERS } from './dev-accounts'
