import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { type ApiOptions, createApiService } from './app'
import type { AppContext, AppEnv } from './context'

export interface RunningApi {
  url: string
  port: number
  /** Stops taking connections, lets requests in flight finish (up to `graceMs`), then closes the store. */
  close(): Promise<void>
  /** The open store and services, for tests and scripts that seed or inspect. */
  context: AppContext
  /** The HTTP app itself, for tests that list its routes. */
  app: Hono<AppEnv>
}

export interface ListenOptions extends ApiOptions {
  port?: number
  host?: string
  /** How long close() waits for requests in flight before cutting connections (default 5 s). */
  graceMs?: number
}

/** Starts the service on 127.0.0.1; port 0 picks a free port. Resolves once the store is ready. */
export async function startApiServer(options: ListenOptions = {}): Promise<RunningApi> {
  const service = createApiService(options)
  const context = await service.ready
  const host = options.host ?? '127.0.0.1'
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: service.app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      const url = `http://${host}:${info.port}`
      let closing: Promise<void> | undefined
      resolve({
        url,
        port: info.port,
        context,
        app: service.app,
        close: () => {
          closing ??= (async () => {
            await new Promise<void>((done) => {
              const timer = setTimeout(() => {
                if ('closeAllConnections' in server) server.closeAllConnections()
              }, options.graceMs ?? 5000)
              server.close(() => {
                clearTimeout(timer)
                done()
              })
              if ('closeIdleConnections' in server) server.closeIdleConnections()
            })
            await service.close()
          })()
          return closing
        },
      })
    })
    server.once('error', (error) => {
      void service.close()
      reject(error)
    })
  })
}
