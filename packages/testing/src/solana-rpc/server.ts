import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { LOCALHOST, PortInUseError } from '../dev-stack/ports'
import { type LedgerOptions, SolanaLedger } from './ledger'
import { METHODS, RpcError } from './methods'

export interface SolanaRpcOptions extends LedgerOptions {
  /** HTTP port (0 or omitted: free). WebSocket is served on port + 1, where @solana/web3.js looks for it. */
  port?: number
}

export interface RunningSolanaRpc {
  /** HTTP JSON-RPC endpoint. */
  url: string
  /** WebSocket endpoint (HTTP port + 1, the validator convention; the HTTP port also accepts upgrades). */
  wsUrl: string
  ledger: SolanaLedger
  stop(): Promise<void>
}

interface JsonRpcRequest {
  jsonrpc?: string
  id?: string | number | null
  method?: unknown
  params?: unknown
}

const MAX_BODY = 5 * 1024 * 1024

function answer(ledger: SolanaLedger, request: JsonRpcRequest) {
  const id = request.id ?? null
  if (!request || typeof request !== 'object' || typeof request.method !== 'string')
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
  const handler = METHODS[request.method]
  if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
  try {
    const params = Array.isArray(request.params) ? request.params : []
    return { jsonrpc: '2.0', id, result: handler(ledger, params) }
  } catch (error) {
    if (error instanceof RpcError) {
      return {
        jsonrpc: '2.0',
        id,
        error: { code: error.code, message: error.message, ...(error.data !== undefined ? { data: error.data } : {}) },
      }
    }
    return { jsonrpc: '2.0', id, error: { code: -32603, message: `Internal error: ${(error as Error).message}` } }
  }
}

function handleHttp(ledger: SolanaLedger, req: IncomingMessage, res: ServerResponse): void {
  // The lab calls the service from another origin (its own port).
  res.setHeader('access-control-allow-origin', '*')
  res.setHeader('access-control-allow-headers', '*')
  res.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS')
  if (req.method === 'OPTIONS') return void res.writeHead(204).end()
  if (req.method === 'GET' && req.url === '/health') return void res.writeHead(200).end('ok')
  if (req.method !== 'POST') return void res.writeHead(405).end()
  const chunks: Buffer[] = []
  let size = 0
  req.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > MAX_BODY) req.destroy()
    else chunks.push(chunk)
  })
  req.on('end', () => {
    let body: unknown
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }))
    }
    const result = Array.isArray(body)
      ? body.map((r) => answer(ledger, r as JsonRpcRequest))
      : answer(ledger, body as JsonRpcRequest)
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result))
  })
}

/** Signature subscriptions, the one kind @solana/web3.js needs to confirm a transaction. */
function handleSocket(ledger: SolanaLedger, socket: WebSocket): void {
  let nextId = 1
  const subscriptions = new Map<number, () => void>()
  const send = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  socket.on('message', (raw) => {
    let request: JsonRpcRequest
    try {
      request = JSON.parse(raw.toString())
    } catch {
      return send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    }
    // Notifications (no id), such as the client's 'ping' heartbeat, get no answer.
    if (request.id === undefined || request.id === null) return
    const params = Array.isArray(request.params) ? request.params : []
    if (request.method === 'signatureSubscribe') {
      const signature = params[0]
      if (typeof signature !== 'string')
        return send({ jsonrpc: '2.0', id: request.id, error: { code: -32602, message: 'Invalid param: signature' } })
      const subscription = nextId++
      send({ jsonrpc: '2.0', id: request.id, result: subscription })
      subscriptions.set(
        subscription,
        ledger.onSignature(signature, (status) => {
          subscriptions.delete(subscription)
          send({
            jsonrpc: '2.0',
            method: 'signatureNotification',
            params: { result: { context: { slot: status.slot }, value: { err: status.err } }, subscription },
          })
        }),
      )
      return
    }
    if (request.method === 'signatureUnsubscribe') {
      const id = params[0]
      const stop = typeof id === 'number' ? subscriptions.get(id) : undefined
      stop?.()
      if (typeof id === 'number') subscriptions.delete(id)
      return send({ jsonrpc: '2.0', id: request.id, result: Boolean(stop) })
    }
    send({ jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } })
  })
  socket.on('close', () => {
    for (const stop of subscriptions.values()) stop()
    subscriptions.clear()
  })
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host: LOCALHOST, exclusive: true }, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
}

/**
 * A local Solana JSON-RPC + WebSocket service over LiteSVM, in this process: funded dev accounts and the dev SPL
 * token exist from the start. Answers the calls @solana/web3.js v1's Connection makes for balances, token accounts,
 * sending and confirming transactions and airdrops.
 */
export async function startSolanaRpc(options: SolanaRpcOptions = {}): Promise<RunningSolanaRpc> {
  const ledger = new SolanaLedger(options)
  const wss = new WebSocketServer({ noServer: true })
  wss.on('connection', (socket) => handleSocket(ledger, socket))
  const make = () => {
    const server = createServer((req, res) => handleHttp(ledger, req, res))
    server.on('upgrade', (req, socket, head) =>
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws)),
    )
    return server
  }
  const http = make()
  const ws = make()
  // Both ports must be free; with a chosen-by-OS port, retry when port + 1 happens to be taken.
  const inUse = (error: unknown, port: number) =>
    (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new PortInUseError(port, 'solana') : error
  for (let attempt = 0; ; attempt++) {
    const port = await listen(http, options.port ?? 0).catch((error) => {
      throw inUse(error, options.port ?? 0)
    })
    try {
      await listen(ws, port + 1)
      break
    } catch (error) {
      await close(http)
      if (options.port || attempt >= 20) throw inUse(error, port + 1)
    }
  }
  const port = (http.address() as AddressInfo).port
  let stopped: Promise<void> | undefined
  return {
    url: `http://${LOCALHOST}:${port}`,
    wsUrl: `ws://${LOCALHOST}:${port + 1}`,
    ledger,
    stop() {
      stopped ??= (async () => {
        for (const client of wss.clients) client.terminate()
        await Promise.all([close(http), close(ws)])
        wss.close()
      })()
      return stopped
    },
  }
}
