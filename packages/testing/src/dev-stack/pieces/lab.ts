import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assertPortFree, findFreePort, LOCALHOST } from '../ports'
import type { StackEnv } from '../types'
import { pollUntil } from '../wait/poll'
import type { RunningPiece } from './api'

/** apps/lab of this checkout (src/dev-stack/pieces → repository root). */
export const DEFAULT_LAB_ROOT = fileURLToPath(new URL('../../../../../apps/lab', import.meta.url))

/**
 * The lab served by Vite's dev server in this process. Its vite.config.ts reads the other pieces' URLs from
 * PORTICO_STACK_JSON when it loads, so the variable is set before the server is created.
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
  process.env.PORTICO_STACK_JSON = JSON.stringify(env)
  const { createServer } = await import('vite')
  const server = await createServer({
    configFile,
    root,
    clearScreen: false,
    logLevel: 'warn',
    server: { host: LOCALHOST, port: listenPort, strictPort: true },
  })
  try {
    await server.listen()
    const url = `http://${LOCALHOST}:${listenPort}`
    await pollUntil(
      async () => {
        const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) })
        return response.ok ? true : undefined
      },
      { label: 'lab to serve /', timeoutMs },
    )
    return { url, stop: () => server.close() }
  } catch (error) {
    await server.close()
    throw error
  }
}
