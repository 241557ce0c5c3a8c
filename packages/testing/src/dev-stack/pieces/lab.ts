import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assertPortFree, findFreePort, LOCALHOST } from '../ports'
import { spawnGroupProcess } from '../process/group-process'
import type { StackEnv } from '../types'
import { pollUntil } from '../wait/poll'
import type { RunningPiece } from './api'

/** apps/lab of this checkout (src/dev-stack/pieces → repository root). */
export const DEFAULT_LAB_ROOT = fileURLToPath(new URL('../../../../../apps/lab', import.meta.url))

/** Vite's command-line entry, resolved from this package (Vite is one of its dependencies). */
function viteBin(): string {
  return join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js')
}

/**
 * The lab served by Vite's dev server in a child process of its own: Vite's start-up (config bundling, dependency
 * scan) then runs on the other core instead of delaying the api, which opens its store in this process at the same
 * time. Its vite.config.ts reads the other pieces' URLs from PORTICO_STACK_JSON in its environment.
 */
export async function startLab(
  env: StackEnv,
  port = 0,
  root = DEFAULT_LAB_ROOT,
  timeoutMs = 30_000,
): Promise<RunningPiece> {
  const configFile = join(root, 'vite.config.ts')
  if (!existsSync(configFile)) throw new Error(`lab: ${configFile} does not exist`)
  if (port !== 0) await assertPortFree(port, 'lab')
  // Vite cannot report a port it bound to 0 before the config is resolved, so a free port is chosen up front.
  const listenPort = port === 0 ? await findFreePort() : port
  // Read by vite.config.ts in the child, which inherits it; kept in this process too for whoever else reads it.
  process.env.PORTICO_STACK_JSON = JSON.stringify(env)
  const child = await spawnGroupProcess(process.execPath, [
    viteBin(),
    root,
    '--config',
    configFile,
    '--host',
    LOCALHOST,
    '--port',
    String(listenPort),
    '--strictPort',
    '--clearScreen',
    'false',
    '--logLevel',
    'warn',
  ])
  const url = `http://${LOCALHOST}:${listenPort}`
  const failFast = () =>
    child.hasExited() ? `lab: Vite exited before it served /:\n${child.output().slice(-2000)}` : undefined
  try {
    await pollUntil(
      async () => {
        const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) })
        return response.ok ? true : undefined
      },
      { label: 'lab to serve /', timeoutMs, failFast, intervalMs: 20 },
    )
    return { url, stop: () => child.stop() }
  } catch (error) {
    await child.stop()
    throw error
  }
}

/**
 * Vite pre-bundles the lab's dependencies the first time its dev server starts in a checkout (into
 * node_modules/.vite): seconds of work on both cores, which in a fresh clone fell inside the dev stack's timed start
 * (5.1 s, the api waiting for the main thread meanwhile). When that cache is missing, the lab is started once here,
 * its page and the page's module scripts asked for so the dependency crawl runs, and stopped once the cache is
 * written. Resolves to whether it wrote the cache; a failure or a timeout only leaves the work to the next start.
 */
export async function warmLabDependencies(root = DEFAULT_LAB_ROOT, timeoutMs = 45_000): Promise<boolean> {
  const metadata = join(root, 'node_modules', '.vite', 'deps', '_metadata.json')
  if (existsSync(metadata)) return false
  let lab: RunningPiece | undefined
  try {
    lab = await startLab({}, 0, root, timeoutMs)
    const base = lab.url
    const get = (path: string) => fetch(new URL(path, base), { signal: AbortSignal.timeout(timeoutMs) })
    // The page's own module scripts (its entry, as index.html names it), so the crawl starts where a browser's would.
    const page = await (await get('/')).text()
    for (const [, src] of page.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
      if (src) await (await get(src)).arrayBuffer()
    await pollUntil(async () => (existsSync(metadata) ? true : undefined), {
      label: "the lab's pre-bundled dependencies",
      timeoutMs,
      intervalMs: 100,
    })
    return true
  } catch {
    return false
  } finally {
    await lab?.stop()
  }
}
