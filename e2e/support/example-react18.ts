import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { react18Alias } from '../../tools/react-18/alias'
import { assertReactVersion } from './lab-build'
import { type StaticServer, serveStatic } from './static-server'

const REACT_18 = fileURLToPath(new URL('../../tools/react-18', import.meta.url))

/**
 * A Vite example (`dir`, built already by turbo, so its packages' dist/ exist) built again with its own vite.config.ts
 * and React 18.3 from tools/react-18 in place of its React 19, into a temporary folder, and served. An app on React 18
 * bundles Portico's dist/ with that React, which is what this checks.
 */
export async function buildExampleOnReact18(dir: string): Promise<StaticServer> {
  const require = createRequire(join(dir, 'package.json'))
  const vite = (await import(pathToFileURL(require.resolve('vite')).href)) as typeof import('vite')
  const outDir = await mkdtemp(join(tmpdir(), 'portico-example-react18-'))
  try {
    await vite.build({
      root: dir,
      configFile: join(dir, 'vite.config.ts'),
      cacheDir: join(outDir, '.vite'),
      logLevel: 'warn',
      resolve: { alias: react18Alias(REACT_18) },
      build: { outDir: join(outDir, 'dist'), emptyOutDir: true },
    })
    const workspaceReact = (require('react/package.json') as { version: string }).version
    await assertReactVersion(join(outDir, 'dist'), '18.3.1', workspaceReact)
    const server = await serveStatic(join(outDir, 'dist'), { singlePage: true })
    return {
      url: server.url,
      close: async () => {
        await server.close()
        await rm(outDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    throw error
  }
}
