import { expect, test } from 'vitest'
import type { Db } from '../db'
import { type Project, ProjectsRepository } from './projects'

// A fake Db that serves one projects table from memory and counts the SELECTs the repository sends.
function fakeDb() {
  const rows = new Map<string, Record<string, unknown>>()
  const db = {
    kind: 'pglite' as const,
    selects: 0,
    async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      if (sql.startsWith('SELECT')) {
        db.selects++
        const row = rows.get(params[0] as string)
        return (row ? [row] : []) as T[]
      }
      const [id, name, features, origins, status, analytics, limit] = params as [
        string,
        string,
        string,
        string,
        string,
        boolean,
        number | null,
      ]
      rows.set(id, {
        id,
        name,
        features: JSON.parse(features),
        allowed_origins: JSON.parse(origins),
        origins_status: status,
        analytics_enabled: analytics,
        rate_limit_per_minute: limit,
      })
      return []
    },
    exec: async () => undefined,
    close: async () => undefined,
    exclusive: <T>(work: (locked: Db) => Promise<T>): Promise<T> => work(db),
  }
  return db satisfies Db
}

const project: Project = {
  id: 'p1',
  name: 'One',
  features: [],
  allowedOrigins: ['http://localhost:*'],
  originsStatus: 'ok',
  analyticsEnabled: true,
  rateLimitPerMinute: null,
}

test('a known project is read once per 5 s; a write through the repository shows at once', async () => {
  let now = 1_000_000
  const db = fakeDb()
  const projects = new ProjectsRepository(db, () => now)
  await projects.upsert(project)
  expect(await projects.get('p1')).toEqual(project)
  expect(await projects.get('p1')).toEqual(project)
  expect(db.selects).toBe(1)
  now += 5_000
  await projects.get('p1')
  expect(db.selects).toBe(2)
  await projects.upsert({ ...project, name: 'Renamed' })
  expect((await projects.get('p1'))?.name).toBe('Renamed')
  expect(db.selects).toBe(3)
})

test('unknown ids are asked every time (not cached), so one created later is found', async () => {
  const db = fakeDb()
  const projects = new ProjectsRepository(db, () => 0)
  expect(await projects.get('p1')).toBeNull()
  expect(await projects.get('p1')).toBeNull()
  expect(db.selects).toBe(2)
  await projects.upsert(project)
  expect(await projects.get('p1')).toEqual(project)
})
