import { Hono } from 'hono'

export interface ApiOptions {
  /** Shown by /health so a caller can tell which build answered. */
  version?: string
}

// The HTTP surface. Routes of the blockchain API, catalogue and config join here as their issue lands.
export function createApiApp(options: ApiOptions = {}): Hono {
  const app = new Hono()
  const startedAt = Date.now()
  app.get('/health', (c) =>
    c.json({ status: 'ok', version: options.version ?? '0.0.0', uptimeMs: Date.now() - startedAt }),
  )
  app.get('/ready', (c) => c.json({ status: 'ready' }))
  return app
}
