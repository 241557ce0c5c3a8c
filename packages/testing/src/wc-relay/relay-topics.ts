import { createHash } from 'node:crypto'
import type { WebSocket } from 'ws'
import type { Mailbox, StoredMessage } from './mailbox'
import { RelayRequestError } from './protocol'

/** One client's open socket and what it listens to. */
export interface Connection {
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

export function sendFrame(connection: Connection, frame: unknown): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(frame))
}

export interface TopicLimits {
  maxSubscriptions: number
  /** Default and ceiling of a message's TTL in seconds. */
  defaultTtl: number
  maxTtl: number
}

export interface Topics {
  subscribe(connection: Connection, topics: string[]): string[]
  unsubscribe(connection: Connection, topic: string): void
  publish(
    connection: Connection,
    topic: string,
    message: string,
    ttlValue: unknown,
    tagValue: unknown,
    attestation: unknown,
  ): void
}

/** Who listens to which topic, and the delivery of the mailbox's messages to them as irn_subscription requests. */
export function createTopics(mailbox: Mailbox, limits: TopicLimits): Topics {
  const subscribers = new Map<string, Set<Connection>>()
  let nextDeliveryId = 1

  const deliver = (connection: Connection, stored: StoredMessage) => {
    const subId = connection.subscriptions.get(stored.topic)
    if (!subId) return
    const id = nextDeliveryId++
    connection.inFlight.set(id, stored)
    sendFrame(connection, {
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
    if (connection.subscriptions.size + new Set(added).size > limits.maxSubscriptions)
      throw new RelayRequestError('tooManySubscriptions', `at most ${limits.maxSubscriptions} per connection`)
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

  const publish: Topics['publish'] = (connection, topic, message, ttlValue, tagValue, attestation) => {
    const ttl = ttlValue === undefined ? limits.defaultTtl : ttlValue
    if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0)
      throw new RelayRequestError('invalidParams', 'ttl')
    const publishedAt = Date.now()
    const stored = mailbox.add({
      topic,
      message,
      publishedAt,
      expiresAt: publishedAt + Math.min(ttl, limits.maxTtl) * 1000,
      tag: typeof tagValue === 'number' ? tagValue : 0,
      ...(typeof attestation === 'string' ? { attestation } : {}),
      from: connection.clientId,
    })
    for (const subscriber of subscribers.get(topic) ?? [])
      if (subscriber.clientId !== connection.clientId && !stored.ackedBy.includes(subscriber.clientId))
        deliver(subscriber, stored)
  }

  return { subscribe, unsubscribe, publish }
}
