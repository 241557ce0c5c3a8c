import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { Mailbox } from './mailbox'
import { admit, type ConnectionAttempt, type RefusalRules } from './refusal-rules'
import { createMessageHandling } from './relay-messages'
import { type Connection, createTopics } from './relay-topics'

export interface RelayOptions {
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number
  /** Keeps messages across restarts: pass the previous relay's `mailbox`, or a file path to persist to. */
  mailbox?: Mailbox | string
  /** Interval of WebSocket pings (default 10 s; clients drop a socket after 35 s without one). */
  pingIntervalMs?: number
  /** Largest `message` a publish may carry, in bytes (default 256 KiB). Frames may be 4× that plus a little. */
  maxMessageBytes?: number
  /** Subscriptions one connection may hold (default 1000). */
  maxSubscriptionsPerConnection?: number
  /** Default and ceiling of a message's TTL in seconds (defaults 300 and 30 days). */
  defaultTtlSeconds?: number
  maxTtlSeconds?: number
  /** Check the auth JWT's signature and expiry (default true); the client id is its `iss` either way. */
  verifyAuth?: boolean
  /**
   * The hosted relay's refusals of a project: the reason a connection for this project id and page origin is refused
   * ('Unauthorized: invalid key' for an unknown project, 'Unauthorized: origin not allowed'), or undefined to
   * accept it. Default: every project is accepted.
   */
  refuse?: (connection: ConnectionAttempt) => string | undefined
  /** Per-project refusals (unknown projects, allowed origins, a clock behind the client's); default none. */
  refusals?: RefusalRules
  /** The relay's clock, for the auth token's expiry and issue time (default Date.now). */
  now?: () => number
  /** Where protocol problems are reported (default: nowhere). */
  log?: (line: string) => void
}

/** The close code the hosted relay ends a refused connection with; clients report its reason as an error. */
export const RELAY_REFUSAL_CLOSE_CODE = 3000

export interface RelayStats {
  connections: number
  subscriptions: number
  mailbox: number
  /** Frames answered with a JSON-RPC error since start. */
  errors: number
}

export interface RunningRelay {
  /** ws://127.0.0.1:port — give it to clients as `relayUrl`. */
  url: string
  port: number
  mailbox: Mailbox
  stats(): RelayStats
  /**
   * Drops every client connection and refuses new ones for `downMs` (default 0), keeping subscriptions' mailbox:
   * to clients this is a relay restart. Also `POST /control/drop?downMs=N` over HTTP, for tests in another process.
   */
  dropConnections(downMs?: number): Promise<void>
  /** Client ids with an open connection. */
  clientIds(): string[]
  /** Closes every connection and the port; the mailbox stays usable for the next relay. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * A WalletConnect relay for this machine. It speaks the JSON-RPC methods @walletconnect/core clients send (irn_*,
 * wc_proposeSession, wc_approveSession), delivers as irn_subscription, keeps a mailbox per topic, pings clients
 * and answers bad input with JSON-RPC errors. Messages are end-to-end encrypted by the clients; the relay never
 * reads them.
 */
export async function startRelay(options: RelayOptions = {}): Promise<RunningRelay> {
  const maxMessageBytes = options.maxMessageBytes ?? 256 * 1024
  const maxFrameBytes = maxMessageBytes * 4 + 16 * 1024
  const maxSubscriptions = options.maxSubscriptionsPerConnection ?? 1000
  const defaultTtl = options.defaultTtlSeconds ?? 300
  const maxTtl = options.maxTtlSeconds ?? 30 * 24 * 3600
  const verifyAuth = options.verifyAuth ?? true
  const log = options.log ?? (() => {})
  const mailbox = options.mailbox instanceof Mailbox ? options.mailbox : new Mailbox(options.mailbox)
  const connections = new Set<Connection>()
  const topics = createTopics(mailbox, { maxSubscriptions, defaultTtl, maxTtl })
  const messages = createMessageHandling(mailbox, topics, { maxMessageBytes, maxFrameBytes }, log)

  const onConnection = (socket: WebSocket, clientId: string) => {
    const connection: Connection = { socket, clientId, subscriptions: new Map(), alive: true, inFlight: new Map() }
    connections.add(connection)
    socket.on('message', (data) => messages.onFrame(connection, data))
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('error', (problem) => log(`relay: socket error from ${clientId}: ${problem.message}`))
    socket.on('close', () => {
      connections.delete(connection)
      for (const topic of [...connection.subscriptions.keys()]) topics.unsubscribe(connection, topic)
    })
  }

  // A frame over the hard cap closes the socket (1009) before it is buffered whole; smaller oversized frames get
  // a JSON-RPC error instead.
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes * 4 })
  let downUntil = 0
  const dropConnections = async (downMs = 0) => {
    downUntil = Date.now() + downMs
    const closing = [...connections].map(
      (connection) => new Promise<void>((resolve) => connection.socket.once('close', () => resolve())),
    )
    for (const connection of connections) connection.socket.terminate()
    await Promise.all(closing)
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://relay')
    const reply = (status: number, body: string, type = 'text/plain') => {
      response.writeHead(status, { 'content-type': type })
      response.end(body)
    }
    if (url.pathname === '/health') return reply(200, 'ok')
    if (url.pathname === '/control/stats') return reply(200, JSON.stringify(stats()), 'application/json')
    if (url.pathname === '/control/drop' && request.method === 'POST') {
      const downMs = Math.min(Math.max(Number(url.searchParams.get('downMs') ?? 0) || 0, 0), 60_000)
      void dropConnections(downMs).then(() => reply(200, JSON.stringify({ dropped: true, downMs }), 'application/json'))
      return
    }
    reply(426, 'WebSocket only')
  })
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => {})
    if (Date.now() < downUntil) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\ncontent-length: 0\r\n\r\n')
      return
    }
    const query = new URL(request.url ?? '/', 'ws://relay').searchParams
    const admission = admit(
      query.get('auth'),
      {
        projectId: query.get('projectId') ?? undefined,
        origin: request.headers.origin ?? query.get('origin') ?? undefined,
      },
      { rules: options.refusals ?? {}, refuse: options.refuse, verifyAuth, now: (options.now ?? Date.now)() },
    )
    if (admission.kind !== 'accept') log(`relay: refused connection: ${admission.reason}`)
    if (admission.kind === 'close') {
      wss.handleUpgrade(request, socket, head, (ws) => ws.close(RELAY_REFUSAL_CLOSE_CODE, admission.reason))
      return
    }
    if (admission.kind === 'reject') {
      socket.end('HTTP/1.1 401 Unauthorized\r\nconnection: close\r\ncontent-length: 0\r\n\r\n')
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, admission.clientId))
  })

  const pinger = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, options.pingIntervalMs ?? 10_000)
  pinger.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port

  let stopped: Promise<void> | undefined
  function stats(): RelayStats {
    return {
      connections: connections.size,
      subscriptions: [...connections].reduce((sum, connection) => sum + connection.subscriptions.size, 0),
      mailbox: mailbox.size,
      errors: messages.errors(),
    }
  }
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    mailbox,
    stats,
    dropConnections,
    clientIds: () => [...new Set([...connections].map((connection) => connection.clientId))],
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        for (const connection of connections) connection.socket.terminate()
        for (const socket of sockets) socket.destroy()
        wss.close()
        server.close(() => resolve())
        try {
          mailbox.flush()
        } catch (problem) {
          log(`relay: could not save the mailbox: ${String(problem)}`)
        }
      })
      return stopped
    },
  }
}
