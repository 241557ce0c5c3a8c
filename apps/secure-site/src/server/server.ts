import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Assets, buildAssets } from './bundle'
import { frameCsp, popupCsp } from './csp'
import { apiOriginsLookup, type OriginsLookup, originAllowed } from './origins'
import { framePage, socialCallbackPage, socialLoadingPage, socialStartPage } from './pages'
import { type Answer, recoveryShareRoute } from './recovery-routes'
import { fileRecoveryStore, memoryRecoveryStore, type RecoveryStore } from './recovery-store'
import { apiSessionCheck, type SessionCheck } from './session-check'

export interface SecureSiteOptions {
  /** apps/api's base URL: the frame's API, the source of project origins and of session checks. */
  apiUrl: string
  port?: number
  host?: string
  /** JSON file the recovery shares are kept in; omitted: memory (lost on restart, for tests). */
  recoveryStoreFile?: string
  /** Replaceable for tests; by default they ask apps/api. */
  originsLookup?: OriginsLookup
  checkSession?: SessionCheck
  recoveryStore?: RecoveryStore
  /**
   * Prebuilt scripts; by default the frame and popup scripts are bundled on the first request for one (a few hundred
   * milliseconds), so starting the site costs nothing while the rest of a dev stack starts.
   */
  assets?: Assets
}

export interface RunningSecureSite {
  url: string
  /** The scripts as served (frame.js, social-start.js, social-callback.js), bundled if they were not yet. */
  assets(): Promise<Assets>
  close(): Promise<void>
}

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
  response.writeHead(status, { ...BASE_HEADERS, ...headers })
  response.end(body)
}

function sendJson(response: ServerResponse, answer: Answer): void {
  if (answer.body === undefined) {
    response.writeHead(answer.status, BASE_HEADERS)
    response.end()
    return
  }
  const type = answer.status >= 400 ? 'application/problem+json' : 'application/json'
  send(response, answer.status, JSON.stringify(answer.body), { 'content-type': type })
}

const HTML = 'text/html; charset=utf-8'

/** The secure site's HTTP server: the frame page, the social popup pages, their scripts and the recovery shares. */
export async function startSecureSite(options: SecureSiteOptions): Promise<RunningSecureSite> {
  const apiOrigin = new URL(options.apiUrl).origin
  const lookup = options.originsLookup ?? apiOriginsLookup(options.apiUrl)
  const checkSession = options.checkSession ?? apiSessionCheck(options.apiUrl)
  const store =
    options.recoveryStore ??
    (options.recoveryStoreFile ? fileRecoveryStore(options.recoveryStoreFile) : memoryRecoveryStore())
  let built: Promise<Assets> | undefined = options.assets ? Promise.resolve(options.assets) : undefined
  const assets = () => {
    built ??= buildAssets().catch((error: unknown) => {
      built = undefined
      throw error
    })
    return built
  }

  /** The project and host origin a page is for, when the origin is one the project allows. */
  const scope = async (url: URL) => {
    const projectId = url.searchParams.get('projectId') ?? ''
    const origin = url.searchParams.get('origin') ?? ''
    const origins = projectId ? await lookup(projectId) : undefined
    return { projectId, origin, origins, allowed: !!origins && originAllowed(origin, origins) }
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://secure-site.invalid')
    const get = request.method === 'GET' || request.method === 'HEAD'
    if (url.pathname === '/health' && get) return send(response, 200, 'ok', { 'content-type': 'text/plain' })
    if (url.pathname.startsWith('/assets/') && get) {
      const code = (await assets()).get(url.pathname.slice('/assets/'.length))
      if (code === undefined) return send(response, 404, 'Not found', { 'content-type': 'text/plain' })
      return send(response, 200, code, { 'content-type': 'text/javascript; charset=utf-8' })
    }
    if (url.pathname === '/frame' && get) {
      const { projectId, origin, origins, allowed } = await scope(url)
      const csp = frameCsp(apiOrigin, origins)
      if (!allowed)
        return send(response, 403, 'This origin may not embed the wallet', {
          'content-type': 'text/plain',
          'content-security-policy': csp,
        })
      return send(response, 200, framePage({ api: options.apiUrl, projectId, hostOrigin: origin }), {
        'content-type': HTML,
        'content-security-policy': csp,
      })
    }
    if (url.pathname === '/social/start' && get) {
      const { allowed } = await scope(url)
      const csp = popupCsp(apiOrigin)
      if (!allowed)
        return send(response, 403, 'This origin may not start a login', {
          'content-type': 'text/plain',
          'content-security-policy': csp,
        })
      return send(response, 200, socialStartPage(options.apiUrl), {
        'content-type': HTML,
        'content-security-policy': csp,
      })
    }
    if (url.pathname === '/social/loading' && get)
      return send(response, 200, socialLoadingPage(), {
        'content-type': HTML,
        'content-security-policy': popupCsp(apiOrigin),
      })
    if (url.pathname === '/social/callback' && get)
      return send(response, 200, socialCallbackPage(), {
        'content-type': HTML,
        'content-security-policy': popupCsp(apiOrigin),
      })
    if (url.pathname === '/recovery-share')
      return sendJson(response, await recoveryShareRoute(request, url, { store, checkSession }))
    return send(response, 404, 'Not found', { 'content-type': 'text/plain' })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      process.stderr.write(`secure-site error: ${error instanceof Error ? error.message : String(error)}\n`)
      if (!response.headersSent) send(response, 500, 'Internal error', { 'content-type': 'text/plain' })
      else response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    assets,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
