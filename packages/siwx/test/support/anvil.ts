import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// A small anvil launcher for these tests. @portico/testing has the full one, but it depends on @portico/api, which
// depends on this package: a dev dependency back would make the workspace graph cyclic.
function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const wrapper = dirname(require.resolve('@foundry-rs/anvil/package.json'))
  const arch = process.arch === 'arm64' ? 'arm64' : 'amd64'
  const pkg = createRequire(join(wrapper, 'package.json')).resolve(
    `@foundry-rs/anvil-${process.platform}-${arch}/package.json`,
  )
  return join(dirname(pkg), 'bin', 'anvil')
}

export interface TestAnvil {
  url: string
  stop(): Promise<void>
}

/** anvil on 127.0.0.1 and a free port, funding the accounts of the public test mnemonic (its default). */
export async function startTestAnvil(chainId: number): Promise<TestAnvil> {
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId), '--accounts', '5'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = ''
      const timer = setTimeout(() => reject(new Error(`anvil did not start:\n${out}`)), 30_000)
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const match = /Listening on [^\s:]+:(\d+)/.exec(out)
        if (match) {
          clearTimeout(timer)
          resolve(Number(match[1]))
        }
      })
      child.once('exit', () => {
        clearTimeout(timer)
        reject(new Error(`anvil exited:\n${out}`))
      })
    })
    return { url: `http://127.0.0.1:${port}`, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
