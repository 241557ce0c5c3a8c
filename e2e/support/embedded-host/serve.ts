import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'
import { type StaticServer, serveStatic } from '../static-server'

const entry = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url))

async function bundle(input: string): Promise<string> {
  const build = await rolldown({
    input,
    platform: 'browser',
    resolve: { conditionNames: ['@portico/source', 'browser', 'import', 'default'] },
    logLevel: 'warn',
  })
  try {
    const { output } = await build.generate({ format: 'esm' })
    const [chunk] = output
    if (chunk?.type !== 'chunk') throw new Error(`no script for ${input}`)
    return chunk.code
  } finally {
    await build.close()
  }
}

/** Serves the host page (index.html + host.js) and the foreign page from a temporary folder on 127.0.0.1. */
export async function serveEmbeddedHost(): Promise<StaticServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-embedded-host-'))
  const [host, foreign] = await Promise.all([bundle(entry('host')), bundle(entry('foreign'))])
  writeFileSync(join(dir, 'host.js'), host)
  writeFileSync(join(dir, 'foreign.js'), foreign)
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embedded wallet host</title>' +
      '<script type="module" src="/host.js"></script></head><body><main>host page</main></body></html>',
  )
  writeFileSync(
    join(dir, 'foreign.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foreign</title>' +
      '<script type="module" src="/foreign.js"></script></head><body></body></html>',
  )
  const server = await serveStatic(dir)
  return {
    url: server.url,
    close: async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
