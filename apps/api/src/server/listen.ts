import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type ApiOptions, createApiApp } from './app'

export interface RunningApi {
  url: string
  port: number
  close(): Promise<void>
}

/** Starts the service on 127.0.0.1; port 0 picks a free port. */
export async function startApiServer(options: ApiOptions & { port?: number; host?: string } = {}): Promise<RunningApi> {
  const app = createApiApp(options)
  const host = options.host ?? '127.0.0.1'
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
    server.once('error', reject)
  })
}
