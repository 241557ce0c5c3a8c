// Child process for the cleanup tests: starts a stack, reports its pids on one line, then stays up until killed.
import '../node/register.mjs'

const { startDevStack } = await import('../start-dev-stack.ts')
const { watchdogPid } = await import('../process/watchdog.ts')
const stack = await startDevStack({ log: false })
const pids = Object.values(stack.chains).map((chain) => chain.pid)
process.stdout.write(`${JSON.stringify({ pids, watchdog: watchdogPid(), urls: stack.urls })}\n`)
