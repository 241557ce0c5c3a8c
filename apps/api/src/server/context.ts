import type { Catalogue } from '../catalogue/catalogue'
import type { ChainService } from '../chain/chain-service'
import type { HistoryIndexer } from '../chain/history-indexer'
import type { NftHoldings } from '../chain/nft-holdings'
import type { Logger } from '../http/logger'
import type { RateLimiter } from '../middleware/rate-limit'
import type { EnsLookup } from '../names/ens'
import type { Store } from '../store/open-store'
import type { Project } from '../store/repositories/projects'
import type { SwapService } from '../swap/exchange'
import type { ApiOptions } from './options'

export interface AppContext {
  store: Store
  catalogue: Catalogue
  chains: ChainService
  history: HistoryIndexer
  nfts: NftHoldings
  ens: EnsLookup
  swap: SwapService
  rateLimiter: RateLimiter
  logger: Logger
  now: () => number
  options: ApiOptions & { rateLimitPerMinute: number; nameZone: string; nameTimestampToleranceSec: number }
}

export type AppEnv = { Variables: { ctx: AppContext; project: Project } }
