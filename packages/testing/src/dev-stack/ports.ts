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

/** A port the OS reports free right now (for servers that cannot report the port they bound to 0). */
export function findFreePort(host = LOCALHOST): Promise<number> {
  return tryListen(0, host)
}
