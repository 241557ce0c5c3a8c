import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// A real apps/api in a child process (under happy-dom the test's own Request/Response are happy-dom's, which the
// service's HTTP layer cannot use). The views reach it with a real fetch.
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../apps/api')
const SERVE = `
import { startApiServer, silentLogger } from '@portico/api'
const api = await startApiServer({ logger: silentLogger, chains: [{ chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9' }] })
process.stdout.write(api.url + '\\n')
process.stdin.on('end', () => api.close().then(() => process.exit(0)))
process.stdin.resume()
`

export interface CatalogueApi {
  url: string
  stop(): Promise<void>
}

export async function startCatalogueApi(): Promise<CatalogueApi> {
  // happy-dom's fetch preflights every cross-origin GET (Chromium sends a plain one): same-origin emulation off.
  const happy = (window as unknown as { happyDOM?: { settings: { fetch: { disableSameOriginPolicy: boolean } } } })
    .happyDOM
  if (happy) happy.settings.fetch.disableSameOriginPolicy = true
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--conditions=@portico/source', '--import', 'tsx', '--input-type=module', '-e', SERVE],
    { cwd: apiDir, stdio: 'pipe' },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const line = out.split('\n')[0]
      if (out.includes('\n') && line) resolve(line.trim())
    })
    child.on('exit', (code) => reject(new Error(`api exited with ${code}`)))
  })
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.stdin.end()
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}
