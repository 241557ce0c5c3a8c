import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildExampleOnReact18 } from './example-react18'
import { startNextServer } from './next-server'
import { type StaticServer, serveStatic } from './static-server'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export type ExampleName = 'vite-react' | 'vanilla' | 'react-solana' | 'nextjs'

/** What a finished build leaves: Vite's page, or Next's build id. */
const BUILT: Record<ExampleName, string> = {
  'vite-react': 'dist/index.html',
  vanilla: 'dist/index.html',
  'react-solana': 'dist/index.html',
  nextjs: '.next/BUILD_ID',
}

/**
 * An `examples/<name>` app as CI builds it (turbo's `build`, from the packages' dist/, not their sources), served by
 * ./static-server, or by `next start` for the Next.js app. turbo replays a cached build, so this costs seconds when
 * `pnpm build` already ran.
 */
export async function serveExample(name: ExampleName, react: '18' | '19' = '19'): Promise<StaticServer> {
  const run = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', `--filter=@portico/example-${name}`], {
    cwd: ROOT,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '' },
    encoding: 'utf8',
  })
  const dir = `${ROOT}examples/${name}`
  if (run.status !== 0 || !existsSync(`${dir}/${BUILT[name]}`)) {
    throw new Error(`building examples/${name} failed:\n${run.stdout}\n${run.stderr}`)
  }
  if (name === 'nextjs') return startNextServer(dir)
  // The react18 project: the same app built again with React 18.3 (its Portico packages still from dist/).
  if (react === '18') return buildExampleOnReact18(dir)
  return serveStatic(`${dir}/dist`, { singlePage: true })
}
