import { afterAll, expect, test } from 'vitest'
import { startApiServer } from './listen'

const api = await startApiServer({ version: 'test' })
afterAll(() => api.close())

test('/health answers over real HTTP with the version it was started with', async () => {
  const res = await fetch(`${api.url}/health`)
  expect(res.status).toBe(200)
  const body = (await res.json()) as { status: string; version: string }
  expect(body).toMatchObject({ status: 'ok', version: 'test' })
})

test('an unknown route is a 404, not a crash', async () => {
  const res = await fetch(`${api.url}/nope`)
  expect(res.status).toBe(404)
})

test('/health and /ready may be read from any origin (the lab probes them from its own port)', async () => {
  for (const path of ['/health', '/ready']) {
    const res = await fetch(`${api.url}${path}`, { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  }
})
