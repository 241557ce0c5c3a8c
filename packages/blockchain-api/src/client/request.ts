import { PorticoError } from '@portico/common'
import { featureError } from '@portico/common/errors'
import * as v from 'valibot'
import { buildUrl, type QueryParams } from '../http/query'
import type { ApiClient, InFlight } from './create-api-client'

/** Every call takes an optional signal; an aborted call rejects with REQUEST_ABORTED. */
export interface CallArgs {
  signal?: AbortSignal
}

export interface RequestArgs<T> extends CallArgs {
  path: string
  params?: QueryParams
  body?: unknown
  schema: v.GenericSchema<unknown, T>
  /** The request may outlive the page (fetch keepalive), e.g. analytics sent as the page goes away. */
  keepalive?: boolean
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** URL of a path on the service with the project parameters; API_NOT_CONFIGURED when the client has no url. */
export function serviceUrl(client: ApiClient, path: string, params: QueryParams = {}): string {
  if (client.url === undefined) throw featureError('API_NOT_CONFIGURED')
  return buildUrl(client.url, path, {
    projectId: client.projectId,
    st: client.sdkType,
    sv: client.sdkVersion,
    ...params,
    clientId: client.clientId,
  })
}

/**
 * One JSON call: timeout, status check, response schema. Identical GETs in flight share one request; a POST never
 * does (each is its own action).
 */
export async function request<T>(client: ApiClient, method: Method, args: RequestArgs<T>): Promise<T> {
  const url = serviceUrl(client, args.path, args.params)
  const init: RequestInit = { method, ...(args.keepalive ? { keepalive: true } : {}) }
  if (args.body !== undefined) {
    init.headers = { 'content-type': 'application/json' }
    init.body = JSON.stringify(args.body)
  }
  const json =
    method === 'GET'
      ? await shared(client, `json ${url}`, args.signal, (signal) => exchange(client, url, init, args.path, signal))
      : await exchange(client, url, init, args.path, args.signal)
  return parse(args.schema, json, args.path)
}

/** A binary GET (images), shared like any GET. */
export async function requestBlob(client: ApiClient, path: string, args: CallArgs = {}): Promise<Blob> {
  const url = serviceUrl(client, path)
  return shared(client, `blob ${url}`, args.signal, (signal) =>
    exchange(client, url, { method: 'GET' }, path, signal, (response) => response.blob()),
  )
}

const readJson = (response: Response): Promise<unknown> => response.json()

/** fetch under the client's timeout and the caller's signal; every failure is a catalogue error. */
async function exchange<R = unknown>(
  client: ApiClient,
  url: string,
  init: RequestInit,
  path: string,
  signal: AbortSignal | undefined,
  read: (response: Response) => Promise<R> = readJson as (response: Response) => Promise<R>,
): Promise<R> {
  if (signal?.aborted) throw aborted(signal.reason)
  // Both signals feed one controller (AbortSignal.any is newer than the browsers this supports).
  const timeout = AbortSignal.timeout(client.timeoutMs)
  const controller = new AbortController()
  const stop = () => controller.abort()
  timeout.addEventListener('abort', stop)
  signal?.addEventListener('abort', stop)
  const failure = (cause: unknown): PorticoError => {
    if (timeout.aborted)
      return featureError('REQUEST_TIMEOUT', { cause, params: { path, timeoutMs: client.timeoutMs } })
    if (controller.signal.aborted || (cause as { name?: unknown } | null)?.name === 'AbortError') return aborted(cause)
    return new PorticoError('NETWORK_UNREACHABLE', { cause, params: { url: url.split('?')[0] ?? url } })
  }
  try {
    let response: Response
    try {
      response = await client.fetch(url, { ...init, signal: controller.signal })
    } catch (cause) {
      throw failure(cause)
    }
    if (!response.ok) throw await httpError(response)
    try {
      return await read(response)
    } catch (cause) {
      if (controller.signal.aborted) throw failure(cause)
      throw featureError('INVALID_RESPONSE', { cause, params: { path, reason: 'body is not JSON' } })
    }
  } finally {
    timeout.removeEventListener('abort', stop)
    signal?.removeEventListener('abort', stop)
  }
}

/**
 * 'HTTP status code: N' (§7); the service's `{ error, message }`, when the body has them, ride along in the params
 * (`serviceCode`, `message`), so a caller can tell e.g. an unknown project from another 403.
 */
async function httpError(response: Response): Promise<PorticoError> {
  const body = (await response.json().catch(() => undefined)) as { message?: unknown; error?: unknown } | undefined
  const message = body?.message
  const serviceCode = body?.error
  return featureError('HTTP_ERROR', {
    cause: response,
    params: {
      status: response.status,
      ...(typeof message === 'string' && message !== '' ? { message } : {}),
      ...(typeof serviceCode === 'string' && serviceCode !== '' ? { serviceCode } : {}),
    },
  })
}

function parse<T>(schema: v.GenericSchema<unknown, T>, json: unknown, path: string): T {
  const parsed = v.safeParse(schema, json)
  if (parsed.success) return parsed.output
  const first = parsed.issues[0]
  const where = first ? v.getDotPath(first) : null
  const reason = `${where ? `${where}: ` : ''}${first?.message ?? 'schema mismatch'}`
  throw featureError('INVALID_RESPONSE', { cause: parsed.issues, params: { path, reason } })
}

function aborted(cause: unknown): PorticoError {
  return featureError('REQUEST_ABORTED', { cause })
}

/**
 * Callers of the same request (`key`) wait for one fetch. Each caller's own signal only takes that caller out; the
 * fetch is aborted when the last one has left.
 */
function shared<R>(
  client: ApiClient,
  key: string,
  signal: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<R>,
): Promise<R> {
  if (signal?.aborted) return Promise.reject(aborted(signal.reason))
  const { inFlight } = client.memory
  let entry = inFlight.get(key)
  if (!entry) {
    const controller = new AbortController()
    const started: InFlight = { controller, waiters: 0, promise: run(controller.signal) }
    const forget = () => {
      if (inFlight.get(key) === started) inFlight.delete(key)
    }
    started.promise.then(forget, forget)
    inFlight.set(key, started)
    entry = started
  }
  // The key names what the request reads (JSON or blob), so every caller of a key expects the same type.
  return join(entry, signal, () => inFlight.get(key) === entry && inFlight.delete(key)) as Promise<R>
}

function join(entry: InFlight, signal: AbortSignal | undefined, forget: () => void): Promise<unknown> {
  entry.waiters += 1
  if (!signal) return entry.promise
  return new Promise((resolve, reject) => {
    const leave = () => {
      entry.waiters -= 1
      if (entry.waiters === 0) {
        forget()
        entry.controller.abort()
      }
      reject(aborted(signal.reason))
    }
    signal.addEventListener('abort', leave, { once: true })
    entry.promise.then(
      (value) => {
        signal.removeEventListener('abort', leave)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', leave)
        reject(error)
      },
    )
  })
}
