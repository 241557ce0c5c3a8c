import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serveStatic } from './static-server'

const LAB_ROOT = fileURLToPath(new URL('../../apps/lab', import.meta.url))

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
  const server = await serveStatic(join(outDir, 'dist'), { singlePage: true })
  return {
    url: server.url,
    close: async () => {
      await server.close()
      await rm(outDir, { recursive: true, force: true })
    },
  }
}
