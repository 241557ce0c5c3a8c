import * as v from 'valibot'
import { BlockchainApiError } from '../errors'
import { buildUrl, type QueryParams } from './query'

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export interface HttpClientOptions {
  baseUrl: string
  fetch?: FetchLike
  /** Sent as the clientId query parameter when set (§7 general HTTP helper). */
  clientId?: string | null
  /** Parameters added to every request (project id, SDK type and version). */
  defaultParams?: () => QueryParams
}

export interface RequestArgs<T> {
  path: string
  params?: QueryParams
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  schema: v.GenericSchema<unknown, T>
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** The one place that talks HTTP: query building, abort, status check and response schema. */
export class HttpClient {
  readonly baseUrl: string
  private readonly fetchFn: FetchLike
  private readonly options: HttpClientOptions

  constructor(options: HttpClientOptions) {
    this.options = options
    this.baseUrl = options.baseUrl
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  }

  get<T>(args: RequestArgs<T>): Promise<T> {
    return this.send('GET', args)
  }
  post<T>(args: RequestArgs<T>): Promise<T> {
    return this.send('POST', args)
  }
  put<T>(args: RequestArgs<T>): Promise<T> {
    return this.send('PUT', args)
  }
  delete<T>(args: RequestArgs<T>): Promise<T> {
    return this.send('DELETE', args)
  }

  async getBlob(args: Omit<RequestArgs<unknown>, 'schema' | 'body'>): Promise<Blob> {
    const response = await this.raw('GET', args)
    return response.blob()
  }

  url(path: string, params: QueryParams = {}): string {
    return buildUrl(this.baseUrl, path, {
      ...this.options.defaultParams?.(),
      ...params,
      clientId: this.options.clientId,
    })
  }

  private async send<T>(method: Method, args: RequestArgs<T>): Promise<T> {
    const response = await this.raw(method, args)
    let json: unknown
    try {
      json = await response.json()
    } catch (cause) {
      throw new BlockchainApiError('INVALID_RESPONSE', `Invalid response from ${args.path}: body is not JSON`, {
        status: response.status,
        cause,
      })
    }
    const parsed = v.safeParse(args.schema, json)
    if (!parsed.success) {
      const first = parsed.issues[0]
      const where = first ? v.getDotPath(first) : null
      throw new BlockchainApiError(
        'INVALID_RESPONSE',
        `Invalid response from ${args.path}: ${where ? `${where}: ` : ''}${first?.message ?? 'schema mismatch'}`,
        { status: response.status, cause: parsed.issues },
      )
    }
    return parsed.output
  }

  private async raw(method: Method, args: Omit<RequestArgs<unknown>, 'schema'>): Promise<Response> {
    if (args.signal?.aborted) throw aborted(args.signal.reason)
    const headers: Record<string, string> = { ...args.headers }
    let body: string | undefined
    if (args.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(args.body)
    }
    let response: Response
    try {
      response = await this.fetchFn(this.url(args.path, args.params), { method, headers, body, signal: args.signal })
    } catch (cause) {
      if (args.signal?.aborted || (cause instanceof Error && cause.name === 'AbortError')) throw aborted(cause)
      throw new BlockchainApiError('NETWORK_ERROR', `Network error calling ${args.path}`, { cause })
    }
    if (!response.ok) {
      const errorBody = await response.json().catch(() => undefined)
      throw new BlockchainApiError('HTTP_ERROR', `HTTP status code: ${response.status}`, {
        status: response.status,
        cause: response,
        body: errorBody,
      })
    }
    return response
  }
}

function aborted(cause: unknown): BlockchainApiError {
  return new BlockchainApiError('ABORTED', 'Request was aborted', { cause })
}
