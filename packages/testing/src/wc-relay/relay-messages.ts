import type { RawData } from 'ws'
import type { Mailbox } from './mailbox'
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
import { type Connection, sendFrame, type Topics } from './relay-topics'

const MAX_BATCH_TOPICS = 500

export interface MessageLimits {
  /** Largest `message` a publish may carry, in bytes. */
  maxMessageBytes: number
  /** Largest frame answered with a result; a bigger one gets a payload error. */
  maxFrameBytes: number
}

export interface MessageHandling {
  /** Handles one frame a client sent: a request it answers, or the client's answer to one of our deliveries. */
  onFrame(connection: Connection, data: RawData): void
  /** Frames answered with a JSON-RPC error so far. */
  errors(): number
}

/** The JSON-RPC methods @walletconnect/core clients send (irn_*, wc_proposeSession, wc_approveSession). */
export function createMessageHandling(
  mailbox: Mailbox,
  topics: Topics,
  limits: MessageLimits,
  log: (line: string) => void,
): MessageHandling {
  const { maxMessageBytes, maxFrameBytes } = limits
  const { subscribe, unsubscribe, publish } = topics
  let errors = 0

  const sendError = (connection: Connection, id: JsonRpcId, error: unknown) => {
    errors++
    const kind = error instanceof RelayRequestError ? error.kind : 'internal'
    if (!(error instanceof RelayRequestError)) log(`relay: internal error: ${String(error)}`)
    const message = error instanceof RelayRequestError ? error.message : RELAY_ERRORS.internal.message
    sendFrame(connection, { id, jsonrpc: '2.0', error: { code: RELAY_ERRORS[kind].code, message } })
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
      sendFrame(connection, { id, jsonrpc: '2.0', result: answer })
    } catch (problem) {
      sendError(connection, id, problem)
    }
  }

  return { onFrame, errors: () => errors }
}
