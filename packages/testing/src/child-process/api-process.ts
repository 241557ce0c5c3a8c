import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startChildScript } from './child-script'

// path.resolve, not new URL(…, import.meta.url): under happy-dom the global URL is happy-dom's.
const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../apps/api')

export interface ApiProcess {
  url: string
  stop(): Promise<void>
}

/**
 * apps/api in a child process, for tests under happy-dom (whose Request/Response the service's HTTP layer cannot
 * use). `script` runs from apps/api's folder, starts the service, writes its URL as the first line of stdout and
 * closes it when stdin ends — `apiScript()` writes one.
 */
export async function startApiProcess(script: string = apiScript()): Promise<ApiProcess> {
  const child = await startChildScript(script, { cwd: API_DIR })
  return { url: child.line, stop: child.stop }
}

/**
 * A `startApiProcess` script serving the generated 600-wallet catalogue and `seedProjects` (a JS expression; `prelude` runs first
 * and sees `SEED_PROJECTS`, the dev projects), with a chain no test reads.
 */
export function apiScript(prelude = '', seedProjects = 'SEED_PROJECTS'): string {
  return `
import { generatedCatalogueDir, startApiServer, silentLogger, SEED_PROJECTS } from '@portico/api'
${prelude}
const api = await startApiServer({ logger: silentLogger, catalogueDir: generatedCatalogueDir(), seedProjects: ${seedProjects}, chains: [{ chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9' }] })
process.stdout.write(api.url + '\\n')
process.stdin.on('end', () => api.close().then(() => process.exit(0)))
process.stdin.resume()
`
}
