import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

/** @typedef {{ median: number, min: number, max: number }} Summary */

/** Median (the mean of the middle two for an even count), min and max of the finite samples; null when none are. */
export function summarize(/** @type {number[]} */ values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  return /** @type {Summary} */ ({ median, min: sorted[0], max: sorted[sorted.length - 1] })
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' }

/** A production build's files on 127.0.0.1, each response marked not cacheable so every load is cold. */
export async function serveDir(/** @type {string} */ root) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname))
    const file = path.endsWith('/') ? 'index.html' : path.slice(1)
    if (path.includes('..')) return void res.writeHead(400).end()
    try {
      const body = await readFile(join(root, file))
      res.writeHead(200, {
        'content-type': TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}

/** The Chromium to run: PORTICO_CHROMIUM, else the distribution's `chromium` on PATH. */
export function findChromium() {
  if (process.env.PORTICO_CHROMIUM) return process.env.PORTICO_CHROMIUM
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    } catch {
      // Not on PATH; try the next name.
    }
  }
  throw new Error('no Chromium on PATH (apt-get install chromium, or set PORTICO_CHROMIUM)')
}
