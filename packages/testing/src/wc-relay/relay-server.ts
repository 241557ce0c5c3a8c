import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { Mailbox, type StoredMessage } from './mailbox'
import {
  isJsonRpcId,
  type JsonRpcId,
  type JsonRpcRequestFrame,
  messageParam,
  objectParams,
  RELAY_ERRORS,
  RelayRequestError,
  topicParam,
  topicsParam,
} from './protocol'
import { admit, type ConnectionAttempt, type RefusalRules } from './refusal-rules'

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

interface Connection {
  socket: WebSocket
  clientId: string
  /** topic → subscription id */
  subscriptions: Map<string, string>
  alive: boolean
  /** Our irn_subscription request id → the message it carried, until the client acknowledges it. */
  inFlight: Map<number, StoredMessage>
}

/** sha256(topic + client id) in hex: the id the client computes on its side, so both agree without a round trip. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

const MAX_BATCH_TOPICS = 500

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
  const subscribers = new Map<string, Set<Connection>>()
  let errors = 0
  let nextDeliveryId = 1

  const send = (connection: Connection, frame: unknown) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(frame))
  }
  const sendError = (connection: Connection, id: JsonRpcId, error: unknown) => {
    errors++
    const kind = error instanceof RelayRequestError ? error.kind : 'internal'
    if (!(error instanceof RelayRequestError)) log(`relay: internal error: ${String(error)}`)
    const message = error instanceof RelayRequestError ? error.message : RELAY_ERRORS.internal.message
    send(connection, { id, jsonrpc: '2.0', error: { code: RELAY_ERRORS[kind].code, message } })
  }

  const deliver = (connection: Connection, stored: StoredMessage) => {
    const subId = connection.subscriptions.get(stored.topic)
    if (!subId) return
    const id = nextDeliveryId++
    connection.inFlight.set(id, stored)
    send(connection, {
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subId,
        data: {
          topic: stored.topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          // No attestation means "none" to the clients only when it is the empty string; an absent one makes a
          // wallet ask the hosted verify service about the message, which nothing here may do.
          attestation: stored.attestation ?? '',
          tag: stored.tag,
        },
      },
    })
  }

  const subscribe = (connection: Connection, topics: string[]): string[] => {
    const added = topics.filter((topic) => !connection.subscriptions.has(topic))
    if (connection.subscriptions.size + new Set(added).size > maxSubscriptions)
      throw new RelayRequestError('tooManySubscriptions', `at most ${maxSubscriptions} per connection`)
    const ids = topics.map((topic) => {
      const id = subscriptionId(topic, connection.clientId)
      connection.subscriptions.set(topic, id)
      const set = subscribers.get(topic) ?? new Set<Connection>()
      subscribers.set(topic, set)
      set.add(connection)
      return id
    })
    // The mailbox is delivered after the answer so a client knows the subscription before its messages arrive.
    queueMicrotask(() => {
      for (const topic of new Set(topics))
        for (const stored of mailbox.pendingFor(topic, connection.clientId)) deliver(connection, stored)
    })
    return ids
  }

  const unsubscribe = (connection: Connection, topic: string) => {
    connection.subscriptions.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) subscribers.delete(topic)
  }

  const publish = (
    connection: Connection,
    topic: string,
    message: string,
    ttlValue: unknown,
    tagValue: unknown,
    attestation: unknown,
  ) => {
    const ttl = ttlValue === undefined ? defaultTtl : ttlValue
    if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0)
      throw new RelayRequestError('invalidParams', 'ttl')
    const publishedAt = Date.now()
    const stored = mailbox.add({
      topic,
      message,
      publishedAt,
      expiresAt: publishedAt + Math.min(ttl, maxTtl) * 1000,
      tag: typeof tagValue === 'number' ? tagValue : 0,
      ...(typeof attestation === 'string' ? { attestation } : {}),
      from: connection.clientId,
    })
    for (const subscriber of subscribers.get(topic) ?? [])
      if (subscriber.clientId !== connection.clientId && !stored.ackedBy.includes(subscriber.clientId))
        deliver(subscriber, stored)
  }

  const handlers: Record<string, (connection: Connection, params: unknown) => unknown> = {
    irn_subscribe: (connection, params) => subscribe(connection, [topicParam(objectParams(params).topic)])[0],
    irn_batchSubscribe: (connection, params) =>
      subscribe(connection, topicsParam(objectParams(params).topics, MAX_BATCH_TOPICS)),
    irn_unsubscribe: (connection, params) => {
      unsubscribe(connection, topicParam(objectParams(params).topic))
      return true
    },
    irn_batchUnsubscribe: (connection, params) => {
      const list = objectParams(params).subscriptions
      if (!Array.isArray(list) || list.length > MAX_BATCH_TOPICS)
        throw new RelayRequestError('invalidParams', 'subscriptions')
      for (const topic of list.map((item) => topicParam(objectParams(item).topic))) unsubscribe(connection, topic)
      return true
    },
    irn_publish: (connection, params) => {
      const p = objectParams(params)
      publish(connection, topicParam(p.topic), messageParam(p.message, maxMessageBytes), p.ttl, p.tag, p.attestation)
      return true
    },
    irn_batchPublish: (connection, params) => {
      const list = objectParams(params).messages
      if (!Array.isArray(list) || list.length > MAX_BATCH_TOPICS)
        throw new RelayRequestError('invalidParams', 'messages')
      const checked = list.map((item) => {
        const p = objectParams(item)
        return { p, topic: topicParam(p.topic), message: messageParam(p.message, maxMessageBytes) }
      })
      for (const { p, topic, message } of checked) publish(connection, topic, message, p.ttl, p.tag, p.attestation)
      return true
    },
    irn_batchFetchMessages: (connection, params) => {
      const topics = topicsParam(objectParams(params).topics, MAX_BATCH_TOPICS)
      const messages = topics.flatMap((topic) => {
        if (!connection.subscriptions.has(topic)) return []
        return mailbox.pendingFor(topic, connection.clientId).map((stored) => {
          // Handing them over in the answer is their delivery.
          mailbox.ack(stored, connection.clientId)
          const { topic: t, message, publishedAt, attestation } = stored
          return { topic: t, message, publishedAt, attestation: attestation ?? '' }
        })
      })
      return { messages, hasMore: false }
    },
    // Current clients send the proposal this way: the relay publishes it on the pairing topic and subscribes the
    // proposer to that topic itself (the client created the pairing with skipSubscribe).
    wc_proposeSession: (connection, params) => {
      const p = objectParams(params)
      const pairingTopic = topicParam(p.pairingTopic, 'pairingTopic')
      const proposal = messageParam(p.sessionProposal, maxMessageBytes, 'sessionProposal')
      subscribe(connection, [pairingTopic])
      publish(connection, pairingTopic, proposal, p.ttl, p.tag, p.attestation)
      return true
    },
    // The wallet's approval carries two messages: the proposal response for the pairing topic and the settlement
    // for the new session topic, to which the relay subscribes the wallet.
    wc_approveSession: (connection, params) => {
      const p = objectParams(params)
      const pairingTopic = topicParam(p.pairingTopic, 'pairingTopic')
      const sessionTopic = topicParam(p.sessionTopic, 'sessionTopic')
      const response = messageParam(p.sessionProposalResponse, maxMessageBytes, 'sessionProposalResponse')
      const settle = messageParam(p.sessionSettlementRequest, maxMessageBytes, 'sessionSettlementRequest')
      subscribe(connection, [sessionTopic])
      publish(connection, pairingTopic, response, p.ttl, undefined, p.attestation)
      publish(connection, sessionTopic, settle, p.ttl, undefined, undefined)
      return true
    },
  }

  const onFrame = (connection: Connection, data: RawData) => {
    connection.alive = true
    const size = Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength
    let frame: unknown
    try {
      frame = JSON.parse(data.toString())
    } catch {
      return sendError(connection, null, new RelayRequestError('parse'))
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame))
      return sendError(connection, null, new RelayRequestError('invalidRequest'))
    const { id, method, params, result, error } = frame as Record<string, unknown>
    // An answer to one of our deliveries: an acknowledged message is not sent to this client again.
    if (method === undefined && (result !== undefined || error !== undefined)) {
      if (typeof id !== 'number') return
      const stored = connection.inFlight.get(id)
      connection.inFlight.delete(id)
      if (stored && result !== undefined) mailbox.ack(stored, connection.clientId)
      return
    }
    if (!isJsonRpcId(id) || typeof method !== 'string')
      return sendError(connection, isJsonRpcId(id) ? id : null, new RelayRequestError('invalidRequest'))
    if (size > maxFrameBytes)
      return sendError(connection, id, new RelayRequestError('payloadTooLarge', `frame is over ${maxFrameBytes} bytes`))
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
    if (!handler) return sendError(connection, id, new RelayRequestError('methodNotFound', method))
    const request: JsonRpcRequestFrame = { id, method, params }
    try {
      const answer = handler(connection, request.params)
      send(connection, { id, jsonrpc: '2.0', result: answer })
    } catch (problem) {
      sendError(connection, id, problem)
    }
  }

  const onConnection = (socket: WebSocket, clientId: string) => {
    const connection: Connection = { socket, clientId, subscriptions: new Map(), alive: true, inFlight: new Map() }
    connections.add(connection)
    socket.on('message', (data) => onFrame(connection, data))
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('error', (problem) => log(`relay: socket error from ${clientId}: ${problem.message}`))
    socket.on('close', () => {
      connections.delete(connection)
      for (const topic of [...connection.subscriptions.keys()]) unsubscribe(connection, topic)
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
      errors,
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
