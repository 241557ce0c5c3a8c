import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
  const server = await serveStatic(join(outDir, 'dist'), { singlePage: true })
  return {
    url: server.url,
    close: async () => {
      await server.close()
      await rm(outDir, { recursive: true, force: true })
    },
  }
}

/** A build whose alias missed would still run (on React 19) and pass: its bundle must carry React 18's version. */
async function assertReactVersion(dist: string, version: string, other: string): Promise<void> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.js'))
  const code = (await Promise.all(files.map((file) => readFile(join(dist, file), 'utf8')))).join('\n')
  const found = (v: string) => code.includes(`"${v}"`) || code.includes(`'${v}'`) || code.includes(`\`${v}\``)
  if (!found(version) || found(other)) {
    throw new Error(`the lab build should bundle React ${version} (${found(version)}), not ${other} (${found(other)})`)
  }
}
