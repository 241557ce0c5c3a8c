import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { isProcessAlive } from './process/alive'

export const FIXTURES = new URL('./test-fixtures/', import.meta.url)

const spawned = new Set<ChildProcess>()

function spawnNode(script: URL, args: string[]): ChildProcess {
  const child = spawn(process.execPath, [script.pathname, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  spawned.add(child)
  child.once('exit', () => spawned.delete(child))
  return child
}

/**
 * For afterEach: SIGKILLs every child a test spawned that is still running (a failed assertion must not leave a
 * stack behind); the watchdog then stops that child's processes. Resolves once they have exited.
 */
export async function killSpawnedChildren(): Promise<void> {
  const running = [...spawned]
  for (const child of running) child.kill('SIGKILL')
  await Promise.all(running.map(exitOf))
}

/** Spawns `node <script> ...args` and resolves with the child and its first stdout line. */
export async function spawnNodeAndReadLine(
  script: URL,
  args: string[] = [],
): Promise<{ child: ChildProcess; line: string; stderr: () => string }> {
  const child = spawnNode(script, args)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
  const line = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve)
    child.once('exit', (code) => reject(new Error(`child exited with ${code} before printing:\n${stderr}`)))
  })
  return { child, line, stderr: () => stderr }
}

/** Resolves once none of the pids is alive; rejects with the survivors after timeoutMs. */
export async function waitUntilGone(pids: number[], timeoutMs = 5000): Promise<number> {
  const started = Date.now()
  for (;;) {
    const alive = pids.filter(isProcessAlive)
    if (alive.length === 0) return Date.now() - started
    if (Date.now() - started > timeoutMs) throw new Error(`still alive after ${timeoutMs} ms: ${alive.join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode })
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
}

/** True when nothing answers on the URL (connection refused). */
export async function isDown(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) })
    return false
  } catch {
    return true
  }
}

/** Runs `node <script> ...args` to completion. */
export function runNode(
  script: URL,
  args: string[],
  timeoutMs = 15_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnNode(script, args)
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`node ${script.pathname} did not exit within ${timeoutMs} ms`))
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}
