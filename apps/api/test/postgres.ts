import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Debian's server binaries: initdb and pg_ctl are not on PATH there, they live under /usr/lib/postgresql/<v>/bin. */
export function findPostgresBin(): string | undefined {
  const fromEnv = process.env.PORTICO_PG_BIN
  if (fromEnv) return existsSync(join(fromEnv, 'initdb')) ? fromEnv : undefined
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : undefined
}

function uidOf(user: string): number | undefined {
  try {
    return Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim())
  } catch {
    return undefined
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export interface TestPostgres {
  url: string
  stop(): Promise<void>
  /** The same, synchronously: for a process 'exit' handler, where nothing asynchronous runs any more. */
  stopSync(): void
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, in its own temp folder. PostgreSQL refuses to run as root,
 * so under root the cluster belongs to Debian's `postgres` user. Returns undefined when no server binaries exist
 * (scripts/setup.sh installs them when it runs as root).
 */
export async function startTestPostgres(): Promise<TestPostgres | undefined> {
  const bin = findPostgresBin()
  if (!bin) return undefined
  const asRoot = process.getuid?.() === 0
  const pgUid = asRoot ? uidOf('postgres') : undefined
  if (asRoot && pgUid === undefined) return undefined

  const dir = await mkdtemp(join(tmpdir(), 'portico-pg-'))
  const data = join(dir, 'data')
  if (asRoot && pgUid !== undefined) {
    await chmod(dir, 0o700)
    await chown(dir, pgUid, pgUid)
  }
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args]
    execFileSync(cmd, argv, { stdio: 'pipe' })
  }
  const port = await freePort()
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'portico', '--no-sync', '-E', 'UTF8'])
    // pg_ctl -w polls the server until it accepts connections.
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      'start',
    ])
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  let stopped: Promise<void> | undefined
  return {
    url: `postgres://portico@127.0.0.1:${port}/postgres`,
    stop: () => {
      stopped ??= (async () => {
        try {
          run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
        } finally {
          await rm(dir, { recursive: true, force: true })
        }
      })()
      return stopped
    },
    stopSync: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
