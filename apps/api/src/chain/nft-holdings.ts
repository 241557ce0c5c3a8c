import { type Address, erc721Abi } from 'viem'
import type { Logger } from '../http/logger'
import type { ChainConfig } from '../server/options'
import type { NftPosition, TransfersRepository } from '../store/repositories/transfers'
import type { ChainService } from './chain-service'
import { guardedFetcher } from './guarded-fetch'
import type { HistoryIndexer, SyncStatus } from './history-indexer'
import { type Fetcher, isSpamNft, type MetadataError, type NftMetadata, readMetadata } from './nft-metadata'

export interface NftItem {
  chainId: string
  contract: string
  tokenId: string
  name: string
  description?: string
  /** A data URI, or absent when the token names no image the service could read. */
  image?: string
  collection: string
  spam: boolean
  metadataError?: MetadataError
}

export interface NftPage {
  items: NftItem[]
  /** The last token looked at; undefined when there is nothing further. */
  next?: NftPosition
  status: SyncStatus | undefined
}

/** Candidates read per round while filling a page: most received tokens are still held, so one round usually does. */
const ROUND = 50
/** Rounds per request at most: an account that passed on thousands of tokens gets a short page and a cursor. */
const MAX_ROUNDS = 10
const METADATA_TTL_MS = 5 * 60_000

type Described = { metadata?: NftMetadata; error?: MetadataError; collection?: string }

/**
 * An account's NFT holdings on one chain: the tokens it ever received (from the history index), kept only while
 * `ownerOf` still names it, with their tokenURI metadata and the spam flag. Metadata is cached per token for a
 * few minutes; ownership is read on every call.
 */
export class NftHoldings {
  private readonly cache = new Map<string, { at: number; described: Described }>()

  constructor(
    private readonly chains: ChainService,
    private readonly history: HistoryIndexer,
    private readonly transfers: TransfersRepository,
    private readonly logger: Logger,
    private readonly now: () => number,
    private readonly fetcher: Fetcher = guardedFetcher(),
  ) {}

  async page(args: { chain: ChainConfig; owner: Address; after?: NftPosition; limit: number }): Promise<NftPage> {
    const { chain, owner, limit } = args
    const status = await this.history.sync(chain.chainId)
    const items: NftItem[] = []
    let after = args.after
    for (let round = 1; ; round++) {
      const candidates = await this.transfers.nftsReceived({
        address: owner,
        chainId: chain.chainId,
        after,
        limit: Math.max(ROUND, limit),
      })
      const held = await this.stillHeld(chain, owner, candidates)
      for (const [i, candidate] of candidates.entries()) {
        if (!held[i]) continue
        items.push(await this.describe(chain, candidate))
        if (items.length === limit) {
          const more = i < candidates.length - 1 || candidates.length === Math.max(ROUND, limit)
          return { items, next: more ? candidate : undefined, status }
        }
      }
      if (candidates.length < Math.max(ROUND, limit)) return { items, status }
      after = candidates[candidates.length - 1]
      if (round === MAX_ROUNDS) return { items, next: after, status }
    }
  }

  private async stillHeld(chain: ChainConfig, owner: Address, candidates: NftPosition[]): Promise<boolean[]> {
    if (candidates.length === 0) return []
    const results = await this.chains.client(chain).multicall({
      contracts: candidates.map((c) => ({
        address: c.contract as Address,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [BigInt(c.tokenId)],
      })),
      allowFailure: true,
      deployless: true,
    })
    // A burned token (ownerOf reverts) is not held either.
    return results.map((r) => r.status === 'success' && String(r.result).toLowerCase() === owner.toLowerCase())
  }

  private async describe(chain: ChainConfig, token: NftPosition): Promise<NftItem> {
    const key = `${chain.chainId}:${token.contract}:${token.tokenId}`
    const hit = this.cache.get(key)
    const described =
      hit && this.now() - hit.at < METADATA_TTL_MS ? hit.described : await this.readDescription(chain, token)
    if (!hit || hit.described !== described) this.cache.set(key, { at: this.now(), described })
    const { metadata, error } = described
    const collection = metadata?.collection ?? described.collection ?? shortAddress(token.contract)
    return {
      chainId: `eip155:${chain.chainId}`,
      contract: token.contract,
      tokenId: token.tokenId,
      name: metadata?.name ?? `${collection} #${token.tokenId}`,
      ...(metadata?.description === undefined ? {} : { description: metadata.description }),
      ...(metadata?.image === undefined ? {} : { image: metadata.image }),
      collection,
      spam: isSpamNft({ contract: token.contract, metadata, spamContracts: chain.spamNftContracts }),
      ...(error === undefined ? {} : { metadataError: error }),
    }
  }

  private async readDescription(chain: ChainConfig, token: NftPosition): Promise<Described> {
    const address = token.contract as Address
    const [uri, name] = await this.chains.client(chain).multicall({
      contracts: [
        { address, abi: erc721Abi, functionName: 'tokenURI', args: [BigInt(token.tokenId)] },
        { address, abi: erc721Abi, functionName: 'name' },
      ],
      allowFailure: true,
      deployless: true,
    })
    const collection = name.status === 'success' && name.result ? name.result : undefined
    if (uri.status !== 'success') return { error: 'TOKEN_URI_FAILED', collection }
    const result = await readMetadata(uri.result, this.fetcher)
    if (!result.ok) {
      this.logger('info', 'nft metadata unreadable', { chainId: chain.chainId, ...token, error: result.error })
      return { error: result.error, collection }
    }
    return { metadata: result.metadata, collection }
  }
}

function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
