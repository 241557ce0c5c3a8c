import { spawn } from 'node:child_process'
import type { StaticServer } from './static-server'

/**
 * `next start` for a built Next.js app in `dir`, on a free port of 127.0.0.1. Resolves once Next prints its URL;
 * rejects with its output if it exits first. Next's own Node, without the e2e's `@portico/source` condition: the
 * server render imports the Portico packages' dist/, as an installed app would.
 */
export async function startNextServer(dir: string): Promise<StaticServer> {
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '-p', '0'],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: '', NEXT_TELEMETRY_DISABLED: '1' },
    },
  )
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const found = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (found?.[1]) resolve(found[1])
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`next start exited with ${code}:\n${output.slice(-2000)}`)))
  })
  return {
    url,
    async close() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}
