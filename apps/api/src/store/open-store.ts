import { badgeSvg } from '../catalogue/badge-svg'
import { SEED_WALLETS } from '../catalogue/seed-wallets'
import type { Db } from './db'
import { migrate } from './migrate'
import { openPgliteDb } from './pglite-db'
import { openPostgresDb } from './postgres-db'
import { AnalyticsRepository } from './repositories/analytics'
import { AuthRepository } from './repositories/auth'
import { CatalogueRepository } from './repositories/catalogue'
import { FarcasterChannelsRepository } from './repositories/farcaster-channels'
import { NamesRepository } from './repositories/names'
import { type Project, ProjectsRepository } from './repositories/projects'
import { RateLimitsRepository } from './repositories/rate-limits'
import { SiwxRepository } from './repositories/siwx'
import { SmartSessionsRepository } from './repositories/smart-sessions'
import { TransfersRepository } from './repositories/transfers'
import { SEED_PROJECTS } from './seed'

export type StoreConfig =
  /**
   * Embedded PGlite; dataDir 'memory' keeps nothing (tests). `template`: a data directory PGlite's `dumpDataDir()`
   * wrote, opened instead of a new one — PGlite's initdb takes 3-5 s in WASM, and the api's tests open a store per api.
   */
  { kind: 'pglite'; dataDir: string; template?: Blob } | { kind: 'postgres'; url: string }

export interface Store {
  db: Db
  projects: ProjectsRepository
  analytics: AnalyticsRepository
  names: NamesRepository
  transfers: TransfersRepository
  smartSessions: SmartSessionsRepository
  siwx: SiwxRepository
  rateLimits: RateLimitsRepository
  auth: AuthRepository
  catalogue: CatalogueRepository
  farcasterChannels: FarcasterChannelsRepository
  close(): Promise<void>
}

export async function openStore(config: StoreConfig, seed: readonly Project[] = SEED_PROJECTS): Promise<Store> {
  const db =
    config.kind === 'pglite' ? await openPgliteDb(config.dataDir, config.template) : await openPostgresDb(config.url)
  try {
    // Several processes may open one PostgreSQL at once (a deployment behind a load balancer): one migrates and
    // seeds while the others wait, then find nothing left to do.
    await db.exclusive(async (locked) => {
      await migrate(locked)
      const seeding = new ProjectsRepository(locked)
      for (const project of seed) await seeding.insertIfAbsent(project)
      await seedCatalogue(new CatalogueRepository(locked))
    })
    const projects = new ProjectsRepository(db)
    return {
      db,
      projects,
      analytics: new AnalyticsRepository(db),
      names: new NamesRepository(db),
      transfers: new TransfersRepository(db),
      smartSessions: new SmartSessionsRepository(db),
      siwx: new SiwxRepository(db),
      rateLimits: new RateLimitsRepository(db),
      auth: new AuthRepository(db),
      catalogue: new CatalogueRepository(db),
      farcasterChannels: new FarcasterChannelsRepository(db),
      close: () => db.close(),
    }
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
}

/** A new store starts with the well-known wallets; once it has a catalogue (seeded or imported) it is left alone. */
async function seedCatalogue(catalogue: CatalogueRepository): Promise<void> {
  if (!(await catalogue.isEmpty())) return
  const images = SEED_WALLETS.map((w) => ({ id: w.image_id, svg: badgeSvg(w.name, w.image_id), supplied: false }))
  await catalogue.upsert(SEED_WALLETS, images, Date.now())
}
