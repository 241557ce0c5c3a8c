import { spawn } from 'node:child_process'
import { guardGroup, killGroup, releaseGroup } from './watchdog'

export interface GroupProcess {
  readonly pid: number
  /** Resolves when the process has exited (never rejects). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  hasExited(): boolean
  /** The last few KB of stdout+stderr, for error messages. */
  output(): string
  /** Calls back with each chunk of stdout+stderr as it arrives. */
  onOutput(listener: (text: string) => void): void
  /** SIGTERM to the group, SIGKILL after graceMs; resolves once the process has exited. */
  stop(graceMs?: number): Promise<void>
}

const TAIL_BYTES = 8192

/**
 * Spawns a command as the leader of its own process group (so a terminal's Ctrl-C reaches only us, and we can stop
 * the child and anything it forks as one unit) and guards the group with the watchdog.
 */
export async function spawnGroupProcess(command: string, args: readonly string[]): Promise<GroupProcess> {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const pid = child.pid
  if (pid === undefined) {
    const error = await new Promise<Error>((resolve) => child.once('error', resolve))
    throw new Error(`could not start ${command}: ${error.message}`, { cause: error })
  }
  guardGroup(pid)

  let tail = ''
  const listeners: Array<(text: string) => void> = []
  // Always drain the pipes: a child blocked on a full pipe would stop answering.
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    tail = (tail + text).slice(-TAIL_BYTES)
    for (const listener of listeners) listener(text)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)

  let done = false
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true
      releaseGroup(pid)
      resolve({ code, signal })
    })
  })

  return {
    pid,
    exited,
    hasExited: () => done,
    output: () => tail,
    onOutput: (listener) => {
      listeners.push(listener)
    },
    async stop(graceMs = 2000) {
      if (done) return
      killGroup(pid, 'SIGTERM')
      let timer: NodeJS.Timeout | undefined
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), graceMs)
      })
      const result = await Promise.race([exited, timedOut])
      clearTimeout(timer)
      if (result === 'timeout') {
        killGroup(pid, 'SIGKILL')
        await exited
      }
    },
  }
}
