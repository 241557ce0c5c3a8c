/** The little SQL surface the repositories need; PGlite and PostgreSQL both provide it. */
export interface Db {
  readonly kind: 'pglite' | 'postgres'
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>
  close(): Promise<void>
}
