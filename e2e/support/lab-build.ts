import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
}

const LAB_ROOT = fileURLToPath(new URL('../../apps/lab', import.meta.url))

export interface LabBuild {
  url: string
  close(): Promise<void>
}

/**
 * The lab as a production build (minified chunks), served from a plain file server on 127.0.0.1. Budgets that are
 * about a host app's pages (what loads on a click) are measured here rather than on the dev server, whose
 * unbundled modules cost more than the code itself. The dev stack's URLs are baked in from PORTICO_STACK_JSON, as
 * the dev server does, unless `stackUrls` are given. Vite is the lab's own dependency, so it is resolved from there.
 */
export interface LabBuildOptions {
  /** URLs baked in instead of PORTICO_STACK_JSON's (e.g. the stack's with an api of a spec's own). */
  stackUrls?: Record<string, unknown>
}

export async function buildLab(options: LabBuildOptions = {}): Promise<LabBuild> {
  const require = createRequire(join(LAB_ROOT, 'package.json'))
  const vite = (await import(pathToFileURL(require.resolve('vite')).href)) as typeof import('vite')
  const outDir = await mkdtemp(join(tmpdir(), 'portico-lab-build-'))
  // The lab's vite.config.ts, inlined: loading the file would bundle it to a temporary file beside it, which the
  // running dev server of the same folder notices (it then re-optimizes and fails in-flight imports of other specs).
  const react = (await import(pathToFileURL(require.resolve('@vitejs/plugin-react')).href)) as {
    default: () => import('vite').PluginOption
  }
  await vite.build({
    root: LAB_ROOT,
    configFile: false,
    cacheDir: join(outDir, '.vite'),
    logLevel: 'warn',
    plugins: [react.default()],
    resolve: { conditions: ['@portico/source', ...vite.defaultClientConditions] },
    define: {
      __PORTICO_STACK__: options.stackUrls
        ? JSON.stringify(options.stackUrls)
        : (process.env.PORTICO_STACK_JSON ?? 'null'),
    },
    build: { outDir: join(outDir, 'dist'), emptyOutDir: true, sourcemap: false },
  })
  const dist = join(outDir, 'dist')
  // A plain file server: no on-the-fly compression or middleware between the click and the chunk.
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname))
    if (path === '/favicon.ico') {
      res.writeHead(204).end()
      return
    }
    // Paths without an extension are the single page (the lab routes by ?config=).
    const file = path.includes('..') || !extname(path) ? 'index.html' : path.slice(1)
    try {
      const body = await readFile(join(dist, file))
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(outDir, { recursive: true, force: true })
    },
  }
}
