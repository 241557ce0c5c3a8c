import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startChildScript } from '@portico/testing/child-process'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
}

export interface StaticServerOptions {
  /** A path without an extension is the single page: `index.html` (the lab routes by `?config=`). */
  singlePage?: boolean
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/** The file server itself: files under `root` on 127.0.0.1, nothing compressed, no middleware. */
export async function listenStatic(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  // Files are read once and served from memory, as a CDN would: a timed click should not wait on the disk.
  const files = new Map<string, Promise<Buffer>>()
  const read = (file: string) => {
    let body = files.get(file)
    if (!body) {
      body = readFile(join(root, file))
      body.catch(() => files.delete(file))
      files.set(file, body)
    }
    return body
  }
  const server: Server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname))
    if (path.includes('..')) {
      res.writeHead(400).end()
      return
    }
    if (path === '/favicon.ico') {
      res.writeHead(204).end()
      return
    }
    const file = path.endsWith('/') || (options.singlePage && !extname(path)) ? 'index.html' : path.slice(1)
    try {
      const body = await read(file)
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/**
 * `listenStatic` in a child process of its own. The Playwright worker is busy while a spec runs (the browser
 * protocol, the walletkit wallet, the page guard): a server inside it answered a click's chunk requests 60–180 ms
 * late, which the timing specs then counted as the product's. A child also never stalls when the worker blocks.
 */
export async function serveStatic(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const self = fileURLToPath(import.meta.url)
  const child = await startChildScript(
    `import { listenStatic } from ${JSON.stringify(self)}
const server = await listenStatic(${JSON.stringify(root)}, ${JSON.stringify(options)})
console.log(server.url)
process.stdin.resume()
process.stdin.on('end', () => server.close().then(() => process.exit(0)))`,
    { cwd: fileURLToPath(new URL('..', import.meta.url)) },
  )
  return { url: child.line, close: () => child.stop() }
}
