import { Hono } from 'hono'
import * as v from 'valibot'
import { type Hex, hexToBigInt, toHex } from 'viem'
import { issuesOf } from '../http/problem'
import { type SponsorshipRefusal, SponsorshipRefused, sponsoringPaymaster } from '../paymaster/policy'
import { type SponsoredOperation, signSponsorship } from '../paymaster/sign'
import type { AppEnv } from '../server/context'

const ADDRESS = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x and 40 hex characters'))
const BYTES = v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed bytes'))
const QUANTITY = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a 0x-prefixed quantity'))

const UserOperationSchema = v.object({
  sender: ADDRESS,
  nonce: QUANTITY,
  factory: v.optional(v.nullable(ADDRESS)),
  factoryData: v.optional(v.nullable(BYTES)),
  callData: BYTES,
  callGasLimit: v.optional(QUANTITY),
  verificationGasLimit: v.optional(QUANTITY),
  preVerificationGas: v.optional(QUANTITY),
  maxFeePerGas: v.optional(QUANTITY),
  maxPriorityFeePerGas: v.optional(QUANTITY),
  paymasterVerificationGasLimit: v.optional(v.nullable(QUANTITY)),
  paymasterPostOpGasLimit: v.optional(v.nullable(QUANTITY)),
})
/** ERC-7677's params: [userOp, entryPoint, chainId, context]. */
const ParamsSchema = v.tuple([UserOperationSchema, ADDRESS, QUANTITY])
const RequestSchema = v.object({
  jsonrpc: v.literal('2.0'),
  id: v.optional(v.union([v.string(), v.number(), v.null()])),
  method: v.string(),
  params: v.optional(v.array(v.unknown())),
})

/** The paymaster's own gas: VerifyingPaymaster's validation is one ecrecover; it has no postOp. */
const VERIFICATION_GAS = 100_000n
const POST_OP_GAS = 0n
const DEFAULT_VALID_FOR_SECONDS = 600

/** EIP-1474 "transaction rejected": the sponsorship was refused; `data.error` says why. */
const REFUSED = -32003

type RpcId = string | number | null

const big = (hex: string | null | undefined, fallback = 0n) => (hex ? hexToBigInt(hex as Hex) : fallback)

function operationOf(raw: v.InferOutput<typeof UserOperationSchema>): SponsoredOperation {
  return {
    sender: raw.sender as Hex,
    nonce: big(raw.nonce),
    ...(raw.factory ? { factory: raw.factory as Hex, factoryData: (raw.factoryData ?? '0x') as Hex } : {}),
    callData: raw.callData as Hex,
    callGasLimit: big(raw.callGasLimit),
    verificationGasLimit: big(raw.verificationGasLimit),
    preVerificationGas: big(raw.preVerificationGas),
    maxFeePerGas: big(raw.maxFeePerGas),
    maxPriorityFeePerGas: big(raw.maxPriorityFeePerGas),
    // The gas the stub named, unless the caller's estimate set its own: the signature covers exactly these.
    paymasterVerificationGasLimit: big(raw.paymasterVerificationGasLimit, VERIFICATION_GAS),
    paymasterPostOpGasLimit: big(raw.paymasterPostOpGasLimit, POST_OP_GAS),
  }
}

/**
 * ERC-7677's paymaster web service, one JSON-RPC endpoint per project (`/paymaster/v1?projectId=…`):
 * `pm_getPaymasterStubData` (for the bundler's gas estimate) and `pm_getPaymasterData` (signed by the verifying signer
 * for the chain's VerifyingPaymaster). Sponsored only for a project switched on in `paymaster.sponsoredProjects`,
 * from one of its allowed origins, on a chain with a paymaster; a refusal is a JSON-RPC error whose `data.error` is a
 * stable code (SponsorshipRefusal), so the wallet can say why and send nothing.
 */
export function paymasterRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.post('/paymaster/v1', async (c) => {
    const ctx = c.get('ctx')
    let id: RpcId = null
    const fail = (
      code: number,
      message: string,
      data?: { error: SponsorshipRefusal | 'BAD_REQUEST'; issues?: unknown },
    ) => c.json({ jsonrpc: '2.0', id, error: { code, message, ...(data ? { data } : {}) } })
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return fail(-32700, 'Request body must be JSON')
    }
    const request = v.safeParse(RequestSchema, body)
    if (!request.success) return fail(-32600, 'Invalid JSON-RPC request')
    id = request.output.id ?? null
    const { method } = request.output
    if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
      return fail(-32601, `Method ${method} is not served here`)
    const params = v.safeParse(ParamsSchema, (request.output.params ?? []).slice(0, 3))
    if (!params.success) {
      const issues = issuesOf(params.issues)
      const first = issues[0]
      return fail(-32602, `Invalid ${method} params: ${first ? `${first.path}: ${first.message}` : 'malformed'}`, {
        error: 'BAD_REQUEST',
        issues,
      })
    }
    const [raw, entryPoint, chainHex] = params.output
    const chainId = Number(hexToBigInt(chainHex as Hex))
    let paymaster: Hex
    try {
      paymaster = sponsoringPaymaster(
        { project: c.get('project'), origin: c.req.header('origin'), chainId, entryPoint },
        ctx.options.paymaster,
        ctx.chains.find(String(chainId)),
      )
    } catch (error) {
      if (error instanceof SponsorshipRefused) return fail(REFUSED, error.message, { error: error.error })
      throw error
    }
    const options = ctx.options.paymaster as NonNullable<typeof ctx.options.paymaster>
    const op = operationOf(raw)
    const validUntil = Math.floor(ctx.now() / 1000) + (options.validForSeconds ?? DEFAULT_VALID_FOR_SECONDS)
    // The stub is signed too (over the unestimated operation): a well-formed signature the paymaster answers with
    // "signature failed" instead of reverting, so the bundler's estimate runs the same code as the real one.
    const paymasterData = await signSponsorship(options.signerKey, op, {
      chainId,
      paymaster,
      validUntil,
      validAfter: 0,
    })
    if (method === 'pm_getPaymasterData') return c.json({ jsonrpc: '2.0', id, result: { paymaster, paymasterData } })
    return c.json({
      jsonrpc: '2.0',
      id,
      result: {
        paymaster,
        paymasterData,
        paymasterVerificationGasLimit: toHex(op.paymasterVerificationGasLimit ?? VERIFICATION_GAS),
        paymasterPostOpGasLimit: toHex(op.paymasterPostOpGasLimit ?? POST_OP_GAS),
        isFinal: false,
      },
    })
  })
  return app
}
