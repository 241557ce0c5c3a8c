export { type Catalogue, generatedCatalogueDir, loadCatalogue, type WalletEntry } from './catalogue/catalogue'
export { type EnlargedCatalogue, writeEnlargedCatalogue } from './catalogue/enlarged'
export { type ImportOptions, type ImportReport, importCatalogue } from './catalogue/import'
export { SEED_WALLETS } from './catalogue/seed-wallets'
export { jsonLogger, type Logger, memoryLogger, silentLogger } from './http/logger'
export {
  isOnRampError,
  OnRampError,
  type OnRampErrorCode,
  type OnRampOptions,
  type OnRampProvider,
  type OnRampQuote,
  type OnRampQuoteRequest,
  type OnRampUrlRequest,
} from './onramp/provider'
export { createOnRampProvider, type OnRampConfig, onRampConfigFromEnv } from './onramp/provider-from-env'
export { type SandboxAsset, SandboxOnRampProvider, type SandboxPurchase } from './onramp/sandbox'
export { SANDBOX_LIMITS, sandboxFeeBasisPoints } from './onramp/sandbox-pricing'
export { type ApiOptions, type ApiService, createApiApp, createApiService } from './server/app'
export type { AppContext } from './server/context'
export { type ListenOptions, type RunningApi, startApiServer } from './server/listen'
export type { ChainConfig, PaymasterOptions, SmartAccountConfig, SwapConfig, TokenConfig } from './server/options'
export { registerSessionMessage, revokeSessionMessage } from './sessions/messages'
export { openStore, type Store, type StoreConfig } from './store/open-store'
export type { Feature, FeatureId, Project } from './store/repositories/projects'
export {
  DEV_PROJECT_ID,
  FOREIGN_ORIGIN_PROJECT_ID,
  RATE_LIMITED_PROJECT_ID,
  SEED_PROJECTS,
  SERVER_ERROR_PROJECT_ID,
  UNVERIFIED_DOMAIN_PROJECT_ID,
} from './store/seed'
export { storeConfigFromEnv } from './store/store-from-env'
