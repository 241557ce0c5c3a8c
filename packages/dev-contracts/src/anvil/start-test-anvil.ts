import { spawn } from 'node:child_process'
import { resolveAnvilBinary } from './binary'

export interface TestAnvil {
  url: string
  stop(): Promise<void>
}

const LISTENING = /Listening on [^\s:]+:(\d+)/

/**
 * A bare anvil on a free loopback port, ready once it prints its banner. For the tests of packages that
 * @portico/testing itself depends on (this one, apps/api), which therefore cannot use its full launcher.
 */
export async function startTestAnvil(chainId = 31337, timeoutMs = 20_000): Promise<TestAnvil> {
  const child = spawn(resolveAnvilBinary(), ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`anvil did not start within ${timeoutMs} ms:\n${out}`))
    }, timeoutMs)
    const read = (chunk: Buffer) => {
      out += chunk.toString()
      const match = LISTENING.exec(out)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', () => {
      clearTimeout(timer)
      reject(new Error(`anvil exited before it was ready:\n${out}`))
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
