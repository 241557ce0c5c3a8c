import type { StoreConfig } from './open-store'

/** `DATABASE_URL` (PostgreSQL) or embedded PGlite in `PORTICO_DATA_DIR` (else `defaultDataDir`): the service's and its commands' store. */
export function storeConfigFromEnv(env: NodeJS.ProcessEnv, defaultDataDir: string): StoreConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.PORTICO_DATA_DIR ?? defaultDataDir }
}
