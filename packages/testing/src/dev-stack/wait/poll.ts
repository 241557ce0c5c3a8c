export interface PollOptions {
  /** What is being waited for, used in the timeout error. */
  label: string
  timeoutMs?: number
  intervalMs?: number
  /** Checked before each attempt; a string aborts the wait with that message (e.g. the child process exited). */
  failFast?: () => string | undefined
}

/** Calls `attempt` until it returns a value other than undefined; readiness is observed, never assumed after a sleep. */
export async function pollUntil<T>(attempt: () => Promise<T | undefined>, options: PollOptions): Promise<T> {
  const { label, timeoutMs = 15_000, intervalMs = 25, failFast } = options
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    const failure = failFast?.()
    if (failure) throw new Error(failure)
    try {
      const value = await attempt()
      if (value !== undefined) return value
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : ''
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}${reason}`)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
