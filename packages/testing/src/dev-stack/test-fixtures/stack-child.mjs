// Child process for the cleanup tests: starts a stack, reports its pids on one line, then stays up until killed.
import '../node/register.mjs'

const { startDevStack } = await import('../start-dev-stack.ts')
const { watchdogPid } = await import('../process/watchdog.ts')
// The in-process servers (mail, OIDC, on-ramp checkout) leave no processes behind and only add ports to race for
// when test files start stacks in parallel; the child processes (chains) are what these tests watch.
const stack = await startDevStack({ log: false, authServices: false, onramp: false })
const pids = Object.values(stack.chains).map((chain) => chain.pid)
process.stdout.write(`${JSON.stringify({ pids, watchdog: watchdogPid(), urls: stack.urls })}\n`)
