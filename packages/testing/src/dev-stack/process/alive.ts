import { readFileSync } from 'node:fs'

/**
 * True while the process exists and is not a zombie. process.kill(pid, 0) alone succeeds for a zombie whose parent
 * has not reaped it yet, which would make "is it gone?" checks flaky.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    // No procfs (macOS): trust kill(0).
    return true
  }
}
