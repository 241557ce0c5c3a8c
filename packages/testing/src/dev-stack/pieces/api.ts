import { assertPortFree, LOCALHOST, PortInUseError } from '../ports'
import { pollUntil } from '../wait/poll'

export interface RunningPiece {
  url: string
  stop(): Promise<void>
}

/** apps/api in this process (it is a plain HTTP server, a child process would only cost start time). */
export async function startApi(port = 0, timeoutMs?: number): Promise<RunningPiece> {
  if (port !== 0) await assertPortFree(port, 'api')
  // Loaded on demand so importing @portico/testing for its wallets does not pull in the service.
  const { startApiServer } = await import('@portico/api')
  const api = await startApiServer({ port, host: LOCALHOST, version: 'dev-stack' }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(port, 'api')
    throw error
  })
  try {
    await pollUntil(
      async () => {
        const response = await fetch(`${api.url}/health`, { signal: AbortSignal.timeout(1000) })
        return response.ok ? true : undefined
      },
      { label: 'api /health', ...(timeoutMs ? { timeoutMs } : {}) },
    )
  } catch (error) {
    await api.close()
    throw error
  }
  return { url: api.url, stop: () => api.close() }
}
