// A dev stack should not outlive Ctrl-C or a `kill` of its process. Stacks register here; on the first signal every
// live stack is stopped, then the signal is re-raised so the process ends the way it would have without us (unless
// the host installed its own handler, which then decides). A second signal while stopping exits at once; the
// process 'exit' hook of the watchdog module still kills the child groups synchronously.

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']
const live = new Set<() => Promise<void>>()
let stopping = false

function onSignal(signal: NodeJS.Signals): void {
  if (stopping) {
    process.exit(130)
  }
  stopping = true
  const stops = [...live].map((stop) => stop())
  void Promise.allSettled(stops).then(() => {
    for (const name of SIGNALS) process.off(name, onSignal)
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  })
}

/** Tracks a stack's stop function for signal handling; returns the function that untracks it. */
export function stopOnSignals(stop: () => Promise<void>): () => void {
  if (live.size === 0 && !stopping) for (const name of SIGNALS) process.on(name, onSignal)
  live.add(stop)
  return () => {
    live.delete(stop)
    if (live.size === 0 && !stopping) for (const name of SIGNALS) process.off(name, onSignal)
  }
}
