// Source of the watchdog process, run with `node -e`. It is plain JavaScript in a string (not a module file) so it
// works unchanged from the TypeScript sources and from a bundled build.
//
// Protocol on stdin, one line each: `+<pgid>` guards a process group, `-<pgid>` releases it. When stdin closes (the
// parent died, however it died: its end of the pipe closes with it) or the parent pid disappears, every guarded group
// gets SIGTERM, then SIGKILL after a grace period, and the watchdog exits.
export const WATCHDOG_SOURCE = `
const fs = require('node:fs')
const parent = Number(process.argv[1])
const groups = new Set()
let reaping = false
const alive = (pid) => {
  try { process.kill(pid, 0) } catch { return false }
  try { const s = fs.readFileSync('/proc/' + pid + '/stat', 'utf8'); return s[s.lastIndexOf(')') + 2] !== 'Z' } catch { return true }
}
const groupAlive = (g) => { try { process.kill(-g, 0); return alive(g) } catch { return false } }
const signal = (sig) => { for (const g of groups) { try { process.kill(-g, sig) } catch {} } }
function reap() {
  if (reaping) return
  reaping = true
  signal('SIGTERM')
  const started = Date.now()
  const tick = setInterval(() => {
    for (const g of groups) if (!groupAlive(g)) groups.delete(g)
    if (groups.size === 0) process.exit(0)
    if (Date.now() - started > 1500) { signal('SIGKILL'); process.exit(0) }
  }, 50)
  tick.ref()
}
process.on('SIGINT', () => {})
process.on('SIGHUP', () => {})
let buffer = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk) => {
  buffer += chunk
  let end
  while ((end = buffer.indexOf('\\n')) >= 0) {
    const line = buffer.slice(0, end)
    buffer = buffer.slice(end + 1)
    const pgid = Number(line.slice(1))
    if (!Number.isInteger(pgid) || pgid <= 1) continue
    if (line[0] === '+') groups.add(pgid)
    else if (line[0] === '-') groups.delete(pgid)
  }
})
process.stdin.on('end', reap)
process.stdin.on('error', reap)
setInterval(() => { if (!alive(parent)) reap() }, 250)
`
