import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// A real apps/api in a child process (happy-dom's Request/Response are not the service's), seeded with the dev
// projects plus two of this test's own: one whose remote configuration turns email and socials off, and one that
// allows only a foreign origin. The kit reaches it with a real fetch.
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../apps/api')

export const EMAIL_OFF_PROJECT_ID = 'remote-email-off'
export const FOREIGN_ORIGIN_PROJECT_ID = 'remote-foreign-origin'

const SERVE = `
import { startApiServer, silentLogger, SEED_PROJECTS } from '@portico/api'
const dev = SEED_PROJECTS[0]
const features = dev.features.map((f) => (f.id === 'email' || f.id === 'socials' ? { ...f, isEnabled: false } : f))
const seedProjects = [
  ...SEED_PROJECTS,
  { ...dev, id: '${EMAIL_OFF_PROJECT_ID}', name: 'Email off', features },
  { ...dev, id: '${FOREIGN_ORIGIN_PROJECT_ID}', name: 'Foreign origin', allowedOrigins: ['https://app.example'] },
]
const api = await startApiServer({ logger: silentLogger, seedProjects, chains: [{ chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9' }] })
process.stdout.write(api.url + '\\n')
process.stdin.on('end', () => api.close().then(() => process.exit(0)))
process.stdin.resume()
`

export interface ProjectApi {
  url: string
  stop(): Promise<void>
}

export async function startProjectApi(): Promise<ProjectApi> {
  // happy-dom's fetch preflights every cross-origin GET (Chromium sends a plain one): same-origin emulation off.
  const happy = (window as unknown as { happyDOM?: { settings: { fetch: { disableSameOriginPolicy: boolean } } } })
    .happyDOM
  if (happy) happy.settings.fetch.disableSameOriginPolicy = true
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--conditions=@portico/source', '--import', 'tsx', '--input-type=module', '-e', SERVE],
    { cwd: apiDir, stdio: 'pipe' },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const line = out.split('\n')[0]
      if (out.includes('\n') && line) resolve(line.trim())
    })
    child.on('exit', (code) => reject(new Error(`api exited with ${code}: ${stderr}`)))
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
