import type { Nft } from '@portico/blockchain-api'

/** One NFT's identity across pages and renders: chain, contract and token id. */
export const nftKey = (nft: Nft) => `${nft.chainId}:${nft.contract}:${nft.tokenId}`
