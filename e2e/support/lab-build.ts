import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { react18Alias } from '../../tools/react-18/alias'
import { serveStatic } from './static-server'

const LAB_ROOT = fileURLToPath(new URL('../../apps/lab', import.meta.url))
const REACT_18 = fileURLToPath(new URL('../../tools/react-18', import.meta.url))

export interface LabBuild {
  url: string
  close(): Promise<void>
}

/**
 * The lab as a production build (minified chunks), served by ./static-server from a process of its own. Budgets that are
 * about a host app's pages (what loads on a click) are measured here rather than on the dev server, whose
 * unbundled modules cost more than the code itself. The dev stack's URLs are baked in from PORTICO_STACK_JSON, as
 * the dev server does, unless `stackUrls` are given. Vite is the lab's own dependency, so it is resolved from there.
 */
export interface LabBuildOptions {
  /** URLs baked in instead of PORTICO_STACK_JSON's (e.g. the stack's with an api of a spec's own). */
  stackUrls?: Record<string, unknown>
  /** '18': the lab on React 18.3 (tools/react-18) instead of the workspace's React 19, for the react18 project. */
  react?: '18'
  /**
   * A folder the build is kept in and reused from by every worker of a run (a failed test restarts its worker, which
   * would otherwise build again). `close()` leaves it; whoever names it removes it (the global teardown).
   */
  shared?: string
}

export async function buildLab(options: LabBuildOptions = {}): Promise<LabBuild> {
  const dist = options.shared ? await sharedBuild(options.shared, options) : await buildDist(options)
  const server = await serveStatic(dist, { singlePage: true })
  return {
    url: server.url,
    close: async () => {
      await server.close()
      if (!options.shared) await rm(dirname(dist), { recursive: true, force: true })
    },
  }
}

/** The build in `folder`, made unless a worker of this run made it already; renamed into place whole, so a reader never sees half of one. */
async function sharedBuild(folder: string, options: LabBuildOptions): Promise<string> {
  const dist = join(folder, 'dist')
  if (existsSync(join(dist, 'index.html'))) return dist
  const built = await buildDist(options)
  try {
    await rename(dirname(built), folder)
  } catch (error) {
    // Another worker's rename came first: its build is the same.
    await rm(dirname(built), { recursive: true, force: true })
    if (!existsSync(join(dist, 'index.html'))) throw error
  }
  return dist
}

/** Builds the lab into a new temporary folder; resolves with its `dist`. */
async function buildDist(options: LabBuildOptions): Promise<string> {
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
    resolve: {
      conditions: ['@portico/source', ...vite.defaultClientConditions],
      ...(options.react === '18' ? { alias: react18Alias(REACT_18) } : {}),
    },
    define: {
      __PORTICO_STACK__: options.stackUrls
        ? JSON.stringify(options.stackUrls)
        : (process.env.PORTICO_STACK_JSON ?? 'null'),
    },
    build: { outDir: join(outDir, 'dist'), emptyOutDir: true, sourcemap: false },
  })
  if (options.react === '18') {
    const workspaceReact = (require('react/package.json') as { version: string }).version
    await assertReactVersion(join(outDir, 'dist'), '18.3.1', workspaceReact)
  }
  return join(outDir, 'dist')
}

/** A build whose alias missed would still run (on React 19) and pass: its bundle must carry React 18's version. */
export async function assertReactVersion(dist: string, version: string, other: string): Promise<void> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.js'))
  const code = (await Promise.all(files.map((file) => readFile(join(dist, file), 'utf8')))).join('\n')
  const found = (v: string) => code.includes(`"${v}"`) || code.includes(`'${v}'`) || code.includes(`\`${v}\``)
  if (!found(version) || found(other)) {
    throw new Error(`the lab build should bundle React ${version} (${found(version)}), not ${other} (${found(other)})`)
  }
}

/**
 * A production build for a spec that measures one: the project's shared build (the fixture's `labBuild`), which the
 * spec must leave running, or one of its own when the project runs on the dev server (`PORTICO_E2E_LAB=dev`).
 */
export async function productionLab(shared: LabBuild | undefined): Promise<LabBuild> {
  return shared ? { url: shared.url, close: async () => {} } : buildLab()
}
