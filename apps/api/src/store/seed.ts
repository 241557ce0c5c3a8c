import type { Feature, Project } from './repositories/projects'

/** The project every local app and test uses unless it brings its own. */
export const DEV_PROJECT_ID = 'portico-dev'
/** Projects whose /projects/v1/origins fails on purpose, so the modal's alerts can be exercised. */
export const RATE_LIMITED_PROJECT_ID = 'portico-dev-rate-limited'
export const SERVER_ERROR_PROJECT_ID = 'portico-dev-server-error'
/** A project that allows only an origin no local page has, so the origin-not-allowed alert can be exercised. */
export const FOREIGN_ORIGIN_PROJECT_ID = 'portico-dev-foreign-origin'
/** A project whose domain is not verified: its origins answer 403 UNVERIFIED_DOMAIN. */
export const UNVERIFIED_DOMAIN_PROJECT_ID = 'portico-dev-unverified-domain'

const ALL_FEATURES: Feature[] = [
  { id: 'swaps', isEnabled: true, config: null },
  { id: 'onramp', isEnabled: true, config: null },
  { id: 'email', isEnabled: true, config: null },
  { id: 'socials', isEnabled: true, config: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reownBranding', isEnabled: false, config: null },
  { id: 'multiWallet', isEnabled: true, config: null },
]

const LOCAL_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*']

export const SEED_PROJECTS: readonly Project[] = [
  {
    id: DEV_PROJECT_ID,
    name: 'Portico local development',
    features: ALL_FEATURES,
    allowedOrigins: LOCAL_ORIGINS,
    originsStatus: 'ok',
    analyticsEnabled: true,
    rateLimitPerMinute: null,
  },
  {
    id: RATE_LIMITED_PROJECT_ID,
    name: 'Origins answer 429',
    features: ALL_FEATURES,
    allowedOrigins: LOCAL_ORIGINS,
    originsStatus: 'rate_limited',
    analyticsEnabled: false,
    rateLimitPerMinute: null,
  },
  {
    id: SERVER_ERROR_PROJECT_ID,
    name: 'Origins answer 500',
    features: ALL_FEATURES,
    allowedOrigins: LOCAL_ORIGINS,
    originsStatus: 'server_error',
    analyticsEnabled: false,
    rateLimitPerMinute: null,
  },
  {
    id: FOREIGN_ORIGIN_PROJECT_ID,
    name: 'Allows only https://app.example',
    features: ALL_FEATURES,
    allowedOrigins: ['https://app.example'],
    originsStatus: 'ok',
    analyticsEnabled: false,
    rateLimitPerMinute: null,
  },
  {
    id: UNVERIFIED_DOMAIN_PROJECT_ID,
    name: 'Domain not verified',
    features: ALL_FEATURES,
    allowedOrigins: LOCAL_ORIGINS,
    originsStatus: 'unverified_domain',
    analyticsEnabled: false,
    rateLimitPerMinute: null,
  },
]
