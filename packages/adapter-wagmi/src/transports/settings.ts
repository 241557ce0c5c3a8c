import type { FallbackTransportConfig, HttpTransportConfig } from 'viem'

// §9 RPC constants. viem's http transport already retries with exponential backoff from `retryDelay`, honours
// Retry-After and retries exactly on 403/408/413/429/500/502/503/504, so configuring it is all we do.
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_DELAY_MS = 150
export const RPC_TIMEOUT_MS = 10_000
export const RPC_BATCH_SIZE = 1000
export const POLLING_INTERVAL_MS = 4000
export const RANK_SAMPLE_COUNT = 10
export const RANK_STABILITY_WEIGHT = 0.7
export const RANK_LATENCY_WEIGHT = 0.3
export const RANK_PING_TIMEOUT_MS = 1000

export const HTTP_TRANSPORT_CONFIG = {
  batch: { batchSize: RPC_BATCH_SIZE },
  retryCount: RPC_RETRY_COUNT,
  retryDelay: RPC_RETRY_DELAY_MS,
  timeout: RPC_TIMEOUT_MS,
} as const satisfies HttpTransportConfig

export const FALLBACK_TRANSPORT_CONFIG = {
  rank: {
    interval: POLLING_INTERVAL_MS,
    sampleCount: RANK_SAMPLE_COUNT,
    timeout: RANK_PING_TIMEOUT_MS,
    weights: { stability: RANK_STABILITY_WEIGHT, latency: RANK_LATENCY_WEIGHT },
  },
  retryCount: RPC_RETRY_COUNT,
  retryDelay: RPC_RETRY_DELAY_MS,
} as const satisfies FallbackTransportConfig
