import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// A minimal anvil launcher for this package's tests (@portico/testing has the full one but depends on this package).
function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const wrapper = dirname(require.resolve('@foundry-rs/anvil/package.json'))
  const arch = process.arch === 'arm64' ? 'arm64' : 'amd64'
  const platform = createRequire(join(wrapper, 'package.json')).resolve(
    `@foundry-rs/anvil-${process.platform}-${arch}/package.json`,
  )
  return join(dirname(platform), 'bin', 'anvil')
}

export async function startTestAnvil(chainId = 31337): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`anvil did not start:\n${out}`)), 20_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /Listening on [^\s:]+:(\d+)/.exec(out)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.once('exit', () => reject(new Error(`anvil exited:\n${out}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
