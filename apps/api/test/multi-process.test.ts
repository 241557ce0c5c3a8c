import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { issueCode } from '../src/auth/check-code'
import { leaseSize } from '../src/middleware/rate-limit'
import { openStore } from '../src/store/open-store'
import { DEV_PROJECT_ID, SEED_PROJECTS } from '../src/store/seed'
import { DEV_KEY } from './helpers'
import { startTestPostgres } from './postgres'

// apps/api past one machine: two real service processes (bin/portico-api.mjs, as a deployment runs it) on one
// throwaway PostgreSQL cluster, started at the same moment on an empty database (so they also race to migrate).
// What must hold across processes holds: a project's rate limit is allowed once between them, and a sign-in nonce
// issued by one is spent once, through the other. Skipped only when no PostgreSQL server binaries exist.
const pg = await startTestPostgres()
const BIN = fileURLToPath(new URL('../bin/portico-api.mjs', import.meta.url))
const ORIGIN = 'http://localhost:5173'

interface Process {
  url: string
  child: ChildProcess
}

/** Starts one service process and resolves with its URL once it logs that it listens. */
function startProcess(databaseUrl: string): Promise<Process> {
  const child = spawn(process.execPath, ['--conditions=@portico/source', BIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, PORTICO_CHAINS: '[]' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`portico-api exited with ${code} before listening`)))
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; url?: string }
      if (entry.msg === 'listening' && entry.url) resolve({ url: entry.url, child })
    })
  })
}

function stop(p: Process | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    p.child.once('exit', () => resolve())
    p.child.kill('SIGTERM')
  })
}

describe.skipIf(!pg)('two apps/api processes on one PostgreSQL', async () => {
  if (!pg) return
  const [a, b] = await Promise.all([startProcess(pg.url), startProcess(pg.url)])
  afterAll(async () => {
    await Promise.all([stop(a), stop(b)])
    await pg.stop()
  })
  const dev = SEED_PROJECTS.find((p) => p.id === DEV_PROJECT_ID)
  // Projects with their own limits, written the way an operator would: straight into the shared store.
  const store = await openStore({ kind: 'postgres', url: pg.url }, [])
  for (const [id, limit] of [
    ['limit-5', 5],
    ['limit-200', 200],
  ] as const) {
    if (dev) await store.projects.upsert({ ...dev, id, rateLimitPerMinute: limit })
  }
  await store.close()

  const get = (p: Process, path: string, project: string) =>
    fetch(`${p.url}${path}${path.includes('?') ? '&' : '?'}projectId=${project}`, { headers: { origin: ORIGIN } })

  test('a limit of 5 per minute is 5 between both processes, not 5 each', async () => {
    const order = [a, b, a, b, a, b, a, b]
    const statuses: number[] = []
    for (const p of order) statuses.push((await get(p, '/v1/supported-chains', 'limit-5')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
  }, 60_000)

  test('a limit of 200 holds across both within the stated tolerance (leases of 1% of the limit)', async () => {
    // The windows are clock minutes: start with at least half of one ahead, so all 260 requests fall in one window
    // (a run that crossed a minute boundary once admitted all 260, 130 in each window).
    const intoMinute = Date.now() % 60_000
    if (intoMinute > 30_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50))
    let admitted = 0
    for (let i = 0; i < 260; i++) {
      const res = await get(i % 2 ? b : a, '/v1/supported-chains', 'limit-200')
      if (res.status === 200) admitted++
      else expect(res.status).toBe(429)
    }
    expect(admitted).toBeLessThanOrEqual(200)
    expect(admitted).toBeGreaterThanOrEqual(200 - 2 * (leaseSize(200) - 1))
  }, 120_000)

  test('a sign-in nonce issued by one process is spent once, through the other', async () => {
    const nonceRes = await get(a, '/v1/siwx/nonce', DEV_PROJECT_ID)
    expect(nonceRes.status).toBe(200)
    const { nonce } = (await nonceRes.json()) as { nonce: string }
    const owner = privateKeyToAccount(DEV_KEY)
    const message = [
      'localhost:5173 wants you to sign in with your Ethereum account:',
      owner.address,
      '',
      '',
      'URI: http://localhost:5173',
      'Version: 1',
      'Chain ID: 1',
      `Nonce: ${nonce}`,
      `Issued At: ${new Date().toISOString()}`,
    ].join('\n')
    const body = JSON.stringify({ message, signature: await owner.signMessage({ message }) })
    const verify = (p: Process) =>
      fetch(`${p.url}/v1/siwx/verify?projectId=${DEV_PROJECT_ID}`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body,
      })
    const first = await verify(b)
    expect(first.status).toBe(200)
    const again = await verify(a)
    expect(again.status).toBe(401)
    expect(((await again.json()) as { error: string }).error).toBe('NONCE_REUSED')
  }, 60_000)
  test('a one-time code counts wrong tries across both processes, and the auth share is stored once', async () => {
    // The code is issued straight into the shared store (the processes have no SMTP relay here): what is tested is
    // that both processes read one code, one failure count and one share.
    const email = 'multi@example.com'
    const key = `login:${DEV_PROJECT_ID}:${email}`
    const issue = async () => {
      const shared = await openStore({ kind: 'postgres', url: pg.url }, [])
      const code = await issueCode(shared.auth, key, {
        step: 'LOGIN',
        sentTo: email,
        newEmail: null,
        now: Date.now(),
        ttlMs: 60_000,
      })
      await shared.close()
      return code
    }
    const call = (p: Process, method: string, path: string, body?: unknown, token?: string) =>
      fetch(`${p.url}${path}?projectId=${DEV_PROJECT_ID}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    const verify = (p: Process, otp: string) => call(p, 'POST', '/auth/v1/email/verify', { email, otp, deviceId: 'd1' })
    const code = await issue()
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const statuses: number[] = []
    for (const p of [a, b, a, b, a, b]) statuses.push((await verify(p, wrong)).status)
    expect(statuses).toEqual([400, 400, 400, 400, 423, 423])

    const fresh = await issue()
    const login = await verify(b, fresh)
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    expect((await call(a, 'GET', '/auth/v1/session', undefined, token)).status).toBe(200)
    const puts = await Promise.all(
      [a, b].map((p, i) => call(p, 'PUT', '/auth/v1/share', { authShare: `share-${i}` }, token)),
    )
    expect(puts.map((r) => r.status).sort()).toEqual([204, 409])
  }, 60_000)
})
