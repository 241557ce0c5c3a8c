import type { Db } from '../db'

export const FEATURE_IDS = ['swaps', 'onramp', 'email', 'socials', 'activity', 'reownBranding', 'multiWallet'] as const
export type FeatureId = (typeof FEATURE_IDS)[number]
export interface Feature {
  id: FeatureId
  isEnabled: boolean
  config: string[] | boolean | null
}

/** 'unverified_domain': the project's domain is not verified, so its origins answer 403 UNVERIFIED_DOMAIN (§8). */
export type OriginsStatus = 'ok' | 'rate_limited' | 'server_error' | 'unverified_domain'

export interface Project {
  id: string
  name: string
  features: Feature[]
  allowedOrigins: string[]
  originsStatus: OriginsStatus
  analyticsEnabled: boolean
  rateLimitPerMinute: number | null
}

interface Row {
  id: string
  name: string
  features: Feature[]
  allowed_origins: string[]
  origins_status: OriginsStatus
  analytics_enabled: boolean
  rate_limit_per_minute: number | null
}

/**
 * Every scoped request looks its project up, and a PGlite query costs more than the rest of a cached balance answer,
 * so known projects are kept for a few seconds. Writes through this repository drop the entry at once; a write by
 * another process (a shared PostgreSQL) shows within the TTL. Unknown ids are not cached, so random ids cannot grow
 * the map.
 */
const PROJECT_CACHE_MS = 5_000

export class ProjectsRepository {
  private readonly cache = new Map<string, { at: number; project: Project }>()

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async get(id: string): Promise<Project | null> {
    const hit = this.cache.get(id)
    if (hit && this.now() - hit.at < PROJECT_CACHE_MS) return hit.project
    const rows = await this.db.query<Row>('SELECT * FROM projects WHERE id = $1', [id])
    const row = rows[0]
    if (!row) {
      this.cache.delete(id)
      return null
    }
    const project = toProject(row)
    this.cache.set(id, { at: this.now(), project })
    return project
  }

  /** Inserts or replaces a project (seeding, tests, admin scripts). */
  async upsert(project: Project): Promise<void> {
    this.cache.delete(project.id)
    await this.db.query(
      `INSERT INTO projects (id, name, features, allowed_origins, origins_status, analytics_enabled, rate_limit_per_minute)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET name = $2, features = $3, allowed_origins = $4, origins_status = $5,
         analytics_enabled = $6, rate_limit_per_minute = $7`,
      [
        project.id,
        project.name,
        JSON.stringify(project.features),
        JSON.stringify(project.allowedOrigins),
        project.originsStatus,
        project.analyticsEnabled,
        project.rateLimitPerMinute,
      ],
    )
    this.cache.delete(project.id)
  }

  /** Inserts only when absent, so a restart never overwrites what an operator changed. */
  async insertIfAbsent(project: Project): Promise<void> {
    if (!(await this.get(project.id))) await this.upsert(project)
  }
}

function toProject(row: Row): Project {
  return {
    id: row.id,
    name: row.name,
    features: row.features,
    allowedOrigins: row.allowed_origins,
    originsStatus: row.origins_status,
    analyticsEnabled: row.analytics_enabled,
    rateLimitPerMinute: row.rate_limit_per_minute,
  }
}
