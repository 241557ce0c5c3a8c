import { Hono } from 'hono'
import * as v from 'valibot'
import { jsonBody, problem, validate } from '../http/problem'
import type { AppEnv } from '../server/context'

/** §9: a client batches up to 1000 calls into one POST; more than that is not a batch we accept. */
export const MAX_BATCH = 1000
const UPSTREAM_TIMEOUT_MS = 10_000

// EIP-1474 codes: the chain is not one this host serves / the method is not offered here.
const UNSUPPORTED_CHAIN = -32001
const METHOD_NOT_AVAILABLE = -32601

// A public proxy in front of a node must not let callers use the node's own keys or its test controls (anvil's
// unlocked dev accounts sign eth_sendTransaction for anyone). Reads, gas, logs, fee data and raw (already signed)
// transactions pass; signing with node-held keys, anvil_/evm_/hardhat_/debug_ controls and admin calls do not.
const ALLOWED_PREFIXES = ['eth_', 'net_', 'web3_']
const NODE_KEY_METHODS = new Set([
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_accounts',
  'eth_coinbase',
])

export function isForwardedMethod(method: string): boolean {
  return ALLOWED_PREFIXES.some((p) => method.startsWith(p)) && !NODE_KEY_METHODS.has(method)
}

// JSON-RPC 2.0: an id's number "SHOULD NOT contain fractional parts"; nodes refuse the whole POST for one they cannot
// read (anvil: a fraction, or past 64 bits), so such an id is the caller's 400 here, not the node's refusal as a 502.
const IdSchema = v.union([v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.maxLength(128))])
const RequestSchema = v.object({
  jsonrpc: v.literal('2.0'),
  // Notifications (no id) get no answer in JSON-RPC, so a proxy could not tell the caller anything: refused.
  id: IdSchema,
  method: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  params: v.optional(v.union([v.array(v.unknown()), v.record(v.string(), v.unknown())])),
})
const BodySchema = v.union([
  RequestSchema,
  v.pipe(v.array(RequestSchema), v.minLength(1, 'a batch holds at least one request'), v.maxLength(MAX_BATCH)),
])

type RpcRequest = v.InferOutput<typeof RequestSchema>
type RpcResponse = { jsonrpc: '2.0'; id: string | number | null; result?: unknown; error?: unknown }

const rpcError = (id: RpcRequest['id'], code: number, message: string): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})

const isResponse = (x: unknown): x is RpcResponse =>
  typeof x === 'object' && x !== null && (x as { jsonrpc?: unknown }).jsonrpc === '2.0' && 'id' in x

/**
 * §7 Blockchain RPC: `POST /v1?chainId=eip155:N&projectId=…` forwards a JSON-RPC 2.0 request, or a batch of them, to
 * the RPC URL configured for that chain and answers what the node answered, in the order asked. The project scope
 * middleware (registered for `/v1/*`) has already checked the project, its origin and its per-minute rate limit;
 * one POST counts once, batched or not, as for the other routes.
 */
export function rpcProxyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.post('/v1', async (c) => {
    const ctx = c.get('ctx')
    const chainId = c.req.query('chainId')
    if (!chainId) {
      return problem(c, 400, 'BAD_REQUEST', 'Missing query parameter chainId', {
        issues: [{ path: 'chainId', message: 'required, e.g. eip155:1' }],
      })
    }
    const raw = await jsonBody(c)
    if (!raw.ok) return raw.response
    const body = validate(c, BodySchema, raw.value, 'JSON-RPC request')
    if (!body.ok) return body.response
    const batch = Array.isArray(body.value)
    const requests: RpcRequest[] = Array.isArray(body.value) ? body.value : [body.value]
    const answer = (responses: RpcResponse[]) => c.json(batch ? responses : responses[0])

    const chain = ctx.chains.find(chainId)
    if (!chain) {
      const served = ctx.chains.caipIds().join(', ') || 'none'
      const message = `Chain ${chainId} is not supported by this host (served: ${served})`
      return answer(requests.map((r) => rpcError(r.id, UNSUPPORTED_CHAIN, message)))
    }

    const forwarded = requests.filter((r) => isForwardedMethod(r.method))
    const upstream = new Map<string, RpcResponse>()
    if (forwarded.length > 0) {
      let received: unknown
      try {
        const response = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(forwarded),
          signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        })
        received = await response.json()
      } catch (error) {
        ctx.logger('warn', 'rpc proxy upstream failed', { chainId, error: String(error) })
        // 502 is in the client's retry list (§9), and its fallback then moves to the network's own RPC URLs.
        return problem(c, 502, 'CHAIN_UNAVAILABLE', `The RPC of ${chainId} did not answer`)
      }
      // A node that refuses the POST as a whole answers one error object (id null) instead of the batch: each forwarded
      // request gets that refusal, as the node would have said it to each.
      if (isResponse(received) && received.error !== undefined) {
        const refusal = received.error
        received = forwarded.map((r) => ({ jsonrpc: '2.0', id: r.id, error: refusal }))
      }
      if (!Array.isArray(received) || !received.every(isResponse)) {
        ctx.logger('warn', 'rpc proxy upstream answered garbage', { chainId })
        return problem(c, 502, 'CHAIN_UNAVAILABLE', `The RPC of ${chainId} answered something that is not JSON-RPC`)
      }
      for (const r of received) upstream.set(JSON.stringify(r.id), r)
    }
    ctx.logger('debug', 'rpc proxied', { chainId, calls: requests.length, forwarded: forwarded.length })
    return answer(
      requests.map(
        (r) =>
          (isForwardedMethod(r.method) ? upstream.get(JSON.stringify(r.id)) : undefined) ??
          rpcError(
            r.id,
            METHOD_NOT_AVAILABLE,
            isForwardedMethod(r.method)
              ? `The RPC of ${chainId} gave no answer to ${r.method}`
              : `Method ${r.method} is not available on this host`,
          ),
      ),
    )
  })
  return app
}
