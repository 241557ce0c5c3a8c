import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

export const LOCALHOST = '127.0.0.1'

/** A fixed port that something else already listens on. The CLI turns it into a one-line message and exit code 1. */
export class PortInUseError extends Error {
  readonly code = 'PORT_IN_USE'
  constructor(
    readonly port: number,
    readonly service: string,
  ) {
    super(`port ${port} for ${service} is already in use on ${LOCALHOST}; stop what listens there or pick another port`)
    this.name = 'PortInUseError'
  }
}

function tryListen(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : port
      server.close(() => resolve(bound))
    })
  })
}

/** Fails early with PortInUseError instead of letting a child process die with its own less readable message. */
export async function assertPortFree(port: number, service: string, host = LOCALHOST): Promise<void> {
  try {
    await tryListen(port, host)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(port, service)
    throw error
  }
}

/**
 * The first port of the OS's ephemeral range (Linux), where it picks the source ports of outgoing connections.
 * Ports chosen up front are taken from below it: a port from that range, free when chosen, can become the source port
 * of some outgoing connection (a browser, a bundler polling its chain) before the piece binds it — a fresh-clone run
 * lost a spec to exactly that (api's planned port 34201 was in use when the api started).
 */
function ephemeralRangeStart(): number {
  try {
    const first = Number.parseInt(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0] ?? '',
      10,
    )
    return Number.isInteger(first) && first > 1024 ? first : 32_768
  } catch {
    return 32_768
  }
}

const PLANNED_PORTS_FROM = 20_000
// Ports handed out by this process: two pieces planned in the same moment never get the same one.
const handedOut = new Set<number>()

/**
 * A port free right now, for servers whose URL must be known before they start. Chosen at random below the ephemeral
 * range and never twice in one process; the OS's own choice (port 0) only when that range has nothing free.
 */
export async function findFreePort(host = LOCALHOST): Promise<number> {
  const end = ephemeralRangeStart()
  const span = end - PLANNED_PORTS_FROM
  for (let attempt = 0; span > 0 && attempt < 50; attempt++) {
    const port = PLANNED_PORTS_FROM + Math.floor(Math.random() * span)
    if (handedOut.has(port)) continue
    // Taken before the check so that concurrent calls cannot both pick it.
    handedOut.add(port)
    try {
      await tryListen(port, host)
      return port
    } catch (error) {
      handedOut.delete(port)
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error
    }
  }
  const port = await tryListen(0, host)
  handedOut.add(port)
  return port
}
