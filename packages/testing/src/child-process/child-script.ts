import { spawn } from 'node:child_process'

export interface ChildScript {
  /** The first line the script wrote to stdout (what it started, e.g. its URLs). */
  line: string
  /** Ends the script's stdin (its cue to close what it started) and waits for it to exit; SIGKILL after 5 s. */
  stop(): Promise<void>
}

/**
 * Runs `script`, an ES module given as text, under tsx with the workspace's source condition, from `cwd` (so it
 * imports that package's dependencies). Resolves with the first line it writes to stdout; rejects with its stderr if
 * it exits before. For tests whose own environment cannot host a service (happy-dom replaces fetch, Request and
 * Response with its own).
 */
export async function startChildScript(
  script: string,
  options: { cwd: string; env?: Record<string, string> },
): Promise<ChildScript> {
  const child = spawn(
    process.execPath,
    ['--conditions=@portico/source', '--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: options.cwd, stdio: 'pipe', env: { ...process.env, ...options.env } },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const line = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const first = out.split('\n')[0]
      if (out.includes('\n') && first) resolve(first.trim())
    })
    child.on('exit', (code) => reject(new Error(`script exited with ${code}: ${stderr.slice(-2000)}`)))
  })
  return {
    line,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.stdin.end()
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}
