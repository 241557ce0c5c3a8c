import { type ChildProcess, spawn } from 'node:child_process'
import { WATCHDOG_SOURCE } from './watchdog-source'

// Node has no prctl(PR_SET_PDEATHSIG), so a child outlives a parent killed with SIGKILL. Every child process group we
// start is registered with one small detached watchdog process per parent; it kills the groups once the parent is gone.

const guarded = new Set<number>()
let watchdog: ChildProcess | undefined
let exitHookInstalled = false

function ensureWatchdog(): ChildProcess {
  if (watchdog) return watchdog
  const child = spawn(process.execPath, ['-e', WATCHDOG_SOURCE, String(process.pid)], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
    // A parent started with NODE_OPTIONS (tsx, vitest) must not slow down or alter the watchdog.
    env: {},
  })
  child.unref()
  const stdin = child.stdin
  if (stdin && 'unref' in stdin && typeof stdin.unref === 'function') stdin.unref()
  stdin?.on('error', () => {})
  child.once('exit', () => {
    if (watchdog === child) watchdog = undefined
  })
  watchdog = child
  return child
}

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  // process.exit() without stop(): the only chance left is synchronous, so the groups get SIGKILL right here.
  process.on('exit', () => {
    for (const pgid of guarded) killGroup(pgid, 'SIGKILL')
  })
}

/** Sends a signal to a whole process group; false when the group no longer exists. */
export function killGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal)
    return true
  } catch {
    return false
  }
}

/** Registers a process group (a child spawned with detached: true) to be killed if this process dies. */
export function guardGroup(pgid: number): void {
  guarded.add(pgid)
  installExitHook()
  ensureWatchdog().stdin?.write(`+${pgid}\n`)
}

/** The group has been stopped by its owner; the watchdog exits once it guards nothing. */
export function releaseGroup(pgid: number): void {
  if (!guarded.delete(pgid)) return
  const current = watchdog
  if (!current?.stdin) return
  current.stdin.write(`-${pgid}\n`)
  if (guarded.size === 0) {
    current.stdin.end()
    watchdog = undefined
  }
}

/** Pid of the current watchdog process, if one is running (for tests). */
export function watchdogPid(): number | undefined {
  return watchdog?.pid
}
