// JSON-RPC shapes and error codes of the relay. Method names and params follow what @walletconnect/core sends.

export const RELAY_ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  internal: { code: -32603, message: 'Internal error' },
  payloadTooLarge: { code: -32001, message: 'Payload too large' },
  tooManySubscriptions: { code: -32002, message: 'Subscription limit reached' },
} as const

export type RelayErrorKind = keyof typeof RELAY_ERRORS
export type JsonRpcId = number | string | null

export class RelayRequestError extends Error {
  constructor(
    readonly kind: RelayErrorKind,
    detail?: string,
  ) {
    super(detail ? `${RELAY_ERRORS[kind].message}: ${detail}` : RELAY_ERRORS[kind].message)
  }
}

export interface JsonRpcRequestFrame {
  id: JsonRpcId
  method: string
  params?: unknown
}

/** A topic is 32 bytes in hex (sha256 of a symmetric key). */
const TOPIC = /^[0-9a-f]{64}$/

export function topicParam(value: unknown, name = 'topic'): string {
  if (typeof value !== 'string' || !TOPIC.test(value)) throw new RelayRequestError('invalidParams', `${name}`)
  return value
}

export function topicsParam(value: unknown, max: number): string[] {
  if (!Array.isArray(value) || value.length > max) throw new RelayRequestError('invalidParams', 'topics')
  return value.map((topic) => topicParam(topic))
}

export function messageParam(value: unknown, maxBytes: number, name = 'message'): string {
  if (typeof value !== 'string' || value.length === 0) throw new RelayRequestError('invalidParams', name)
  if (Buffer.byteLength(value) > maxBytes)
    throw new RelayRequestError('payloadTooLarge', `${name} is over ${maxBytes} bytes`)
  return value
}

export function objectParams(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RelayRequestError('invalidParams')
  return value as Record<string, unknown>
}

export function isJsonRpcId(value: unknown): value is JsonRpcId {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
}
