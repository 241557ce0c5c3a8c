import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface GatedRpc {
  url: string
  /** From now on, requests are held (not forwarded) until release(). */
  hold(): void
  /** Resolves when a held request has arrived: the api is then waiting on the chain, mid-request. */
  held(): Promise<void>
  /** Forwards every held request and stops holding. */
  release(): void
  close(): Promise<void>
}

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.once('end', () => resolve(body))
    req.once('error', reject)
  })
}

/**
 * A JSON-RPC pass-through to a real anvil that can hold requests, so a test can keep an api request in flight
 * for as long as it needs (graceful shutdown) without sleeps: the answers still come from the real chain.
 */
export async function startGatedRpc(target: string): Promise<GatedRpc> {
  let holding = false
  let waiting: (() => void)[] = []
  let arrived: (() => void)[] = []
  const server = createServer(async (req, res) => {
    const body = await bodyOf(req)
    if (holding) {
      for (const notify of arrived) notify()
      arrived = []
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
    try {
      const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      res.writeHead(upstream.status, { 'content-type': 'application/json' })
      res.end(await upstream.text())
    } catch {
      res.writeHead(502).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    hold: () => {
      holding = true
    },
    held: () => new Promise<void>((resolve) => arrived.push(resolve)),
    release: () => {
      holding = false
      const release = waiting
      waiting = []
      for (const resume of release) resume()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
