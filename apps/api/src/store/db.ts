/** The little SQL surface the repositories need; PGlite and PostgreSQL both provide it. */
export interface Db {
  readonly kind: 'pglite' | 'postgres'
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>
  close(): Promise<void>
  /**
   * Runs `work` while holding the store's one exclusive lock (a PostgreSQL advisory lock on one connection), so
   * processes sharing a server do not, say, migrate at the same time. Embedded PGlite has one user: it just runs.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>
}
