import type { Transaction as ApiTransaction } from '@portico/blockchain-api'
import type { Transaction } from '@portico/core'

/** The service's history entry as core's transaction list keeps it (core drops spam NFTs and other chains, §5). */
export function toCoreTransaction(tx: ApiTransaction): Transaction {
  return {
    id: tx.id,
    metadata: {
      minedAt: tx.metadata.minedAt,
      // Without a chain the entry cannot be shown as the connected chain's: core's filter leaves it out.
      chain: tx.metadata.chain ?? '',
      status: tx.metadata.status,
      operationType: tx.metadata.operationType,
      sentFrom: tx.metadata.sentFrom,
      sentTo: tx.metadata.sentTo,
    },
    transfers: tx.transfers.map((transfer) => ({
      ...(transfer.fungible_info ? { fungible_info: transfer.fungible_info } : {}),
      ...(transfer.nft_info ? { nft_info: transfer.nft_info } : {}),
      quantity: transfer.quantity,
      direction: transfer.direction,
    })),
  }
}

/** What a transfer moved, for its row: a token symbol or an NFT's name. */
export function transferLabel(transfer: Transaction['transfers'][number]): string {
  return transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
}

/** Icon URLs in history may be relative to the service. */
export function absoluteUrl(url: string | undefined, base: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url, base).toString()
  } catch {
    return undefined
  }
}
