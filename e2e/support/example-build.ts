import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type StaticServer, serveStatic } from './static-server'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export type ExampleName = 'vite-react' | 'vanilla'

/**
 * An `examples/<name>` app as CI builds it (turbo's `build`, from the packages' dist/, not their sources), served by
 * ./static-server. turbo replays a cached build, so this costs seconds when `pnpm build` already ran.
 */
export async function serveExample(name: ExampleName): Promise<StaticServer> {
  const run = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', `--filter=@portico/example-${name}`], {
    cwd: ROOT,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '' },
    encoding: 'utf8',
  })
  const dist = `${ROOT}examples/${name}/dist`
  if (run.status !== 0 || !existsSync(`${dist}/index.html`)) {
    throw new Error(`building examples/${name} failed:\n${run.stdout}\n${run.stderr}`)
  }
  return serveStatic(dist, { singlePage: true })
}
