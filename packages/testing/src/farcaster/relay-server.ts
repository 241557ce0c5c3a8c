import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The key a Farcaster client presents to authenticate a channel (`X-Farcaster-Auth-Relay-Key`); test data only. */
export const DEV_FARCASTER_RELAY_KEY = 'portico-dev-farcaster-client'

/** Channels live five minutes unless the relay is told otherwise. */
const DEFAULT_CHANNEL_TTL_MS = 5 * 60_000

export interface FarcasterRelayOptions {
  port?: number
  host?: string
  channelTtlMs?: number
  now?: () => number
}

export interface RunningFarcasterRelay {
  url: string
  stop(): Promise<void>
}

interface SignatureParams {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

interface Approval {
  message: string
  signature: string
  fid: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
  authMethod?: 'custody' | 'authAddress'
}

interface Channel {
  params: SignatureParams
  acceptAuthAddress: boolean
  url: string
  expiresAt: number
  approval?: Approval
  custody?: string
  metadata: { ip: string; userAgent: string }
}

const MAX_BODY = 16 * 1024

function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  return new Promise((resolve) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY) chunks.push(chunk)
    })
    req.on('end', () => {
      if (size > MAX_BODY) return resolve(undefined)
      try {
        const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        resolve(typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined)
      } catch {
        resolve(undefined)
      }
    })
    req.on('error', () => resolve(undefined))
  })
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

const text = (value: unknown, max = 2048): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined

function bearer(req: IncomingMessage): string | undefined {
  return /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
}

/** The sign-in URI a Farcaster client opens (the QR code's content): the channel token and what to sign. */
function signInUri(channelToken: string, params: SignatureParams): string {
  const query = new URLSearchParams({ channelToken })
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') query.set(key, value)
  return `farcaster://connect?${query.toString()}`
}

/**
 * A local stand-in for the Farcaster auth relay, speaking its public v1 protocol as `@farcaster/auth-client` does:
 * `POST /v1/channel` opens a channel (the app), `GET /v1/channel/status` reads it with the channel token as bearer
 * (202 pending, 200 completed), `POST /v1/channel/authenticate` completes it with the signed Sign In With Farcaster
 * message (the Farcaster client, with its relay key). An expired or unknown channel answers 401; `POST /dev/channel/expire`
 * (stand-in only) ends one at once. It checks no
 * signature: the app verifies the message, as it must with any relay.
 */
export function startFarcasterRelay(options: FarcasterRelayOptions = {}): Promise<RunningFarcasterRelay> {
  const ttl = options.channelTtlMs ?? DEFAULT_CHANNEL_TTL_MS
  const now = options.now ?? Date.now
  const channels = new Map<string, Channel>()

  const live = (token: string | undefined): Channel | undefined => {
    if (!token) return undefined
    const channel = channels.get(token)
    if (channel && channel.expiresAt <= now()) channels.delete(token)
    return channel && channel.expiresAt > now() ? channel : undefined
  }

  const statusBody = (channel: Channel) => ({
    state: channel.approval ? 'completed' : 'pending',
    nonce: channel.params.nonce,
    url: channel.url,
    ...(channel.approval ?? {}),
    ...(channel.custody ? { custody: channel.custody } : {}),
    signatureParams: channel.params,
    metadata: channel.metadata,
    acceptAuthAddress: channel.acceptAuthAddress,
  })

  const create = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readJson(req)
    const siweUri = text(body?.siweUri)
    const domain = text(body?.domain, 253)
    if (!body || !siweUri || !domain) return send(res, 400, { error: 'siweUri and domain are required' })
    const params: SignatureParams = { siweUri, domain, nonce: text(body.nonce, 128) ?? randomBytes(12).toString('hex') }
    for (const key of ['notBefore', 'expirationTime', 'requestId', 'redirectUrl'] as const) {
      const value = text(body[key])
      if (value) params[key] = value
    }
    for (const [token, channel] of channels) if (channel.expiresAt <= now()) channels.delete(token)
    const channelToken = randomBytes(16).toString('hex')
    const url = signInUri(channelToken, params)
    channels.set(channelToken, {
      params,
      acceptAuthAddress: body.acceptAuthAddress === true,
      url,
      expiresAt: now() + ttl,
      metadata: { ip: req.socket.remoteAddress ?? '', userAgent: req.headers['user-agent'] ?? '' },
    })
    send(res, 201, { channelToken, url, nonce: params.nonce })
  }

  const authenticate = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.headers['x-farcaster-auth-relay-key'] !== DEV_FARCASTER_RELAY_KEY)
      return send(res, 401, { error: 'Unauthorized' })
    const channel = live(bearer(req))
    if (!channel) return send(res, 401, { error: 'Unauthorized' })
    const body = await readJson(req)
    const message = text(body?.message, 4096)
    const signature = text(body?.signature, 4096)
    const fid = body?.fid
    if (!body || !message || !signature?.startsWith('0x') || typeof fid !== 'number' || !Number.isInteger(fid))
      return send(res, 400, { error: 'message, signature and fid are required' })
    const approval: Approval = { message, signature, fid }
    for (const key of ['username', 'bio', 'displayName', 'pfpUrl'] as const) {
      const value = text(body[key])
      if (value) approval[key] = value
    }
    if (body.authMethod === 'custody' || body.authMethod === 'authAddress') approval.authMethod = body.authMethod
    channel.approval = approval
    // The address the message names: the custody address when it was signed by custody.
    channel.custody = /\n(0x[0-9a-fA-F]{40})\n/.exec(message)?.[1]
    send(res, 201, statusBody(channel))
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://relay').pathname
    if (req.method === 'POST' && path === '/v1/channel') return void create(req, res)
    if (req.method === 'POST' && path === '/v1/channel/authenticate') return void authenticate(req, res)
    if (req.method === 'GET' && path === '/v1/channel/status') {
      const channel = live(bearer(req))
      if (!channel) return send(res, 401, { error: 'Unauthorized' })
      return send(res, channel.approval ? 200 : 202, statusBody(channel))
    }
    // Stand-in only: ends the bearer's channel now, so a test can reach the expiry path without waiting.
    if (req.method === 'POST' && path === '/dev/channel/expire') {
      const channel = live(bearer(req))
      if (channel) channel.expiresAt = now()
      return send(res, channel ? 200 : 404, { expired: channel !== undefined })
    }
    if (req.method === 'GET' && path === '/health') return send(res, 200, { ok: true })
    send(res, 404, { error: 'Not found' })
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
