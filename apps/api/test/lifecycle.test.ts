import { spawn } from 'node:child_process'
import { createServer, type Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { afterAll, describe, expect, test } from 'vitest'
import { silentLogger } from '../src/http/logger'
import { createApiService } from '../src/server/app'
import { DEV_PROJECT_ID } from '../src/store/seed'
import { startGatedRpc } from './gated-rpc'
import { startTestApi } from './helpers'

const anvil = await startTestAnvil(31337)
const gate = await startGatedRpc(anvil.url)
// Started at module level: the first PGlite open compiles its WASM, which under load outlasts a test timeout.
const started = await startTestApi()
afterAll(async () => {
  await started.api.close()
  gate.release()
  await gate.close()
  await anvil.stop()
})

const holder = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const balancePath = `/v1/account/${holder}/balance?chainId=eip155:31337&projectId=${DEV_PROJECT_ID}&st=portico&sv=test`
const chains = [{ chainId: 31337, name: 'Anvil', rpcUrl: gate.url }]

/** A TCP server that accepts connections and never answers: a database that does not come up. */
async function silentServer() {
  const sockets: Socket[] = []
  let failed = false
  const server = createServer((socket) => {
    if (failed) socket.destroy()
    else sockets.push(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `postgres://portico@127.0.0.1:${port}/portico`,
    /** Drops every connection: the waiting client now fails. */
    fail: () => {
      failed = true
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}

describe('/ready', () => {
  test('200 with status ready once the store is open', async () => {
    const res = await fetch(`${started.api.url}/ready`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ready' })
  })

  test('503 NOT_READY while the store is still opening, then 503 once it failed to open', async () => {
    const db = await silentServer()
    const service = createApiService({ logger: silentLogger, store: { kind: 'postgres', url: db.url } })
    // /ready gives a starting store 2 s, then says it is starting.
    const starting = await service.app.fetch(new Request('http://api.test/ready'))
    expect(starting.status).toBe(503)
    expect(await starting.json()).toMatchObject({ error: 'NOT_READY', message: 'Starting' })
    db.fail()
    await expect(service.ready).rejects.toThrow()
    const failed = await service.app.fetch(new Request('http://api.test/ready'))
    expect(failed.status).toBe(503)
    expect(await failed.json()).toMatchObject({ error: 'NOT_READY', message: 'Store failed to open' })
    // Every other route says the same rather than hanging or crashing.
    const other = await service.app.fetch(new Request(`http://api.test${balancePath}`))
    expect(other.status).toBe(503)
    // /health is liveness, not readiness: the process is up.
    expect((await service.app.fetch(new Request('http://api.test/health'))).status).toBe(200)
    await service.close()
  }, 20_000)
})

describe('graceful shutdown', () => {
  test('close() lets a request in flight finish, refuses new connections, then closes the store', async () => {
    const t = await startTestApi({ chains, graceMs: 10_000 })
    gate.hold()
    const arrived = gate.held()
    const inFlight = fetch(`${t.api.url}${balancePath}`)
    await arrived
    let closed = false
    const closing = t.api.close().then(() => {
      closed = true
    })
    // The listening socket is gone at once; the request that is in flight is not.
    await expect(fetch(`${t.api.url}/health`)).rejects.toThrow()
    expect(closed).toBe(false)
    gate.release()
    const res = await inFlight
    expect(res.status).toBe(200)
    const body = (await res.json()) as { balances: { symbol: string; quantity: { numeric: string } }[] }
    expect(body.balances[0]).toMatchObject({ symbol: 'ETH', quantity: { numeric: '10000' } })
    await closing
    expect(closed).toBe(true)
    await expect(t.api.context.store.db.query('select 1')).rejects.toThrow()
  }, 60_000)

  test('a request still running after graceMs is cut so close() cannot hang', async () => {
    const t = await startTestApi({ chains, graceMs: 200 })
    gate.hold()
    const arrived = gate.held()
    const inFlight = fetch(`${t.api.url}${balancePath}`).then(
      (res) => res.status,
      () => 'cut',
    )
    await arrived
    await t.api.close()
    expect(await inFlight).toBe('cut')
    gate.release()
  }, 60_000)

  test('SIGTERM: the running service finishes the request in flight and exits with code 0', async () => {
    const bin = fileURLToPath(new URL('../bin/portico-api.mjs', import.meta.url))
    // From sources like every other test here (the workspace packages' dist may be older than their src).
    const child = spawn(process.execPath, ['--conditions=@portico/source', bin], {
      env: { ...process.env, PORT: '0', PORTICO_DATA_DIR: 'memory', PORTICO_CHAINS: JSON.stringify(chains) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    const lines: { msg: string; url?: string }[] = []
    const waitFor = (msg: string) =>
      new Promise<{ msg: string; url?: string }>((resolve, reject) => {
        const seen = lines.find((l) => l.msg === msg)
        if (seen) return resolve(seen)
        const onData = () => {
          const line = lines.find((l) => l.msg === msg)
          if (line) {
            child.stdout.off('data', onData)
            resolve(line)
          }
        }
        child.stdout.on('data', onData)
        void exited.then((code) => reject(new Error(`exited with ${code} before '${msg}':\n${stderr}`)))
      })
    let buffered = ''
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      const parts = buffered.split('\n')
      buffered = parts.pop() ?? ''
      for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as { msg: string })
    })
    try {
      const { url } = await waitFor('listening')
      gate.hold()
      const arrived = gate.held()
      const inFlight = fetch(`${url}${balancePath}`)
      await arrived
      child.kill('SIGTERM')
      await waitFor('shutting down')
      gate.release()
      expect((await inFlight).status).toBe(200)
      expect(await exited).toBe(0)
    } finally {
      gate.release()
      child.kill('SIGKILL')
    }
  }, 60_000)
})
