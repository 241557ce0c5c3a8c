import { withGasMargin } from '@portico/common'
import { FEATURE_ERROR_MESSAGES } from '@portico/common/errors'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { type Address, encodeFunctionData, erc20Abi, getAddress, type Hex, maxUint256 } from 'viem'
import { jsonBody, problem, validate } from '../http/problem'
import type { AppContext, AppEnv } from '../server/context'
import type { ChainConfig } from '../server/options'
import { isNative, type Quote, type QuoteKind, type SwapToken } from '../swap/exchange'
import { bpsToPercent, maximumIn, minimumOut, slippageToBps } from '../swap/quote-math'
import { routerAbi } from '../swap/uniswap-v2-abi'

const CAIP10 = /^eip155:(\d{1,12}):(0x[0-9a-fA-F]{40})$/
const ACCOUNT = /^(?:eip155:\d{1,12}:)?(0x[0-9a-fA-F]{40})$/
const AMOUNT = /^[1-9]\d{0,77}$/
/** §9: swap slippage tolerance 1 (percent). */
const DEFAULT_SLIPPAGE = '1'
/** How long a built swap stays valid. */
const DEADLINE_SECONDS = 20 * 60

type Failure = { ok: false; response: Response }
type Ok<T> = { ok: true } & T

const unsupported = (c: Context): Failure => ({
  ok: false,
  response: problem(c, 400, 'UNSUPPORTED_NETWORK', FEATURE_ERROR_MESSAGES.SWAPS_NETWORK_UNSUPPORTED),
})
const bad = (c: Context, message: string): Failure => ({ ok: false, response: problem(c, 400, 'BAD_REQUEST', message) })

/** A CAIP-10 token of a chain with an exchange, which that exchange trades. */
function tokenParam(c: Context<AppEnv>, name: string, value: string | undefined) {
  if (!value) return bad(c, `${name} is required`)
  const match = CAIP10.exec(value)
  if (!match) return bad(c, `${name} must be a CAIP-10 eip155 address`)
  const ctx = c.get('ctx')
  const chain = ctx.swap.find(match[1] as string)
  if (!chain) return unsupported(c)
  const token = ctx.swap.token(chain, match[2] as string)
  if (!token)
    return { ok: false as const, response: problem(c, 400, 'UNSUPPORTED_TOKEN', `${value} is not traded here`) }
  return { ok: true as const, chain, token }
}

/** `from` and `to` on one chain, different tokens. */
function pairParams(c: Context<AppEnv>, fromValue: string | undefined, toValue: string | undefined) {
  const from = tokenParam(c, 'from', fromValue)
  if (!from.ok) return from
  const to = tokenParam(c, 'to', toValue)
  if (!to.ok) return to
  if (from.chain !== to.chain) return bad(c, 'from and to must be on the same chain')
  if (from.token.address === to.token.address) return bad(c, 'from and to must be different tokens')
  return { ok: true as const, chain: from.chain, from: from.token, to: to.token }
}

function accountParam(c: Context, value: string | undefined): Failure | Ok<{ address: Address }> {
  const match = value ? ACCOUNT.exec(value) : null
  if (!match) return bad(c, 'userAddress must be an address (0x and 40 hex characters, CAIP-10 or plain)')
  return { ok: true, address: getAddress(match[1] as string) }
}

function amountParam(c: Context, value: string | undefined): Failure | Ok<{ amount: bigint }> {
  if (!value || !AMOUNT.test(value)) return bad(c, 'amount must be a positive integer in the token’s smallest unit')
  return { ok: true, amount: BigInt(value) }
}

/** A chain read failed: logged, and a 502 naming the chain. */
function unavailable(c: Context<AppEnv>, what: string, chain: ChainConfig, error: unknown): Response {
  c.get('ctx').logger('warn', what, { chainId: chain.chainId, error: String(error) })
  return problem(c, 502, 'CHAIN_UNAVAILABLE', `The RPC of chain ${chain.chainId} did not answer`)
}

const KINDS = ['exactIn', 'exactOut'] as const

/** Which amount `amount` is: the input (exactIn, the default and §7's meaning) or the output (exactOut). */
function kindParam(c: Context, value: string | undefined): Failure | Ok<{ kind: QuoteKind }> {
  if (value === undefined) return { ok: true, kind: 'exactIn' }
  if (!(KINDS as readonly string[]).includes(value)) return bad(c, 'kind must be exactIn or exactOut')
  return { ok: true, kind: value as QuoteKind }
}

const caip10 = (chain: ChainConfig, address: string) => `eip155:${chain.chainId}:${address}`

/** The quote as §7's `quotes` entries carry it, plus what a swap view shows (path, price impact, fee, block). */
function quoteBody(chain: ChainConfig, from: SwapToken, to: SwapToken, quote: Quote) {
  const path = quote.path.map((address, i) =>
    caip10(chain, i === 0 ? from.address : i === quote.path.length - 1 ? to.address : address),
  )
  return {
    id: `uniswap-v2:${chain.chainId}:${quote.block}:${quote.path.join('>')}`,
    fromAmount: quote.amountIn.toString(),
    toAmount: quote.amountOut.toString(),
    kind: quote.kind,
    priceImpact: bpsToPercent(quote.priceImpactBps),
    fee: bpsToPercent(quote.feeBps),
    path,
    blockNumber: quote.block.toString(),
  }
}

/** Gas price always; gas when asked and the node can estimate it (a swap before its approval cannot be), with withGasMargin. */
async function withGas(
  ctx: AppContext,
  chain: ChainConfig,
  account: Address,
  tx: { to: Address; data: Hex; value: bigint },
  estimate: boolean,
) {
  const client = ctx.chains.client(chain)
  const [gasPrice, gas] = await Promise.all([
    client.getGasPrice(),
    estimate ? client.estimateGas({ account, ...tx }).then(withGasMargin, () => undefined) : undefined,
  ])
  return {
    to: tx.to,
    data: tx.data,
    value: tx.value.toString(),
    ...(gas !== undefined ? { gas: gas.toString() } : {}),
    gasPrice: gasPrice.toString(),
  }
}

const BuildBodySchema = v.object({
  amount: v.pipe(v.string(), v.regex(AMOUNT, 'must be a positive integer in the token’s smallest unit')),
  from: v.string(),
  to: v.string(),
  userAddress: v.string(),
  slippage: v.optional(v.union([v.string(), v.number()])),
  projectId: v.optional(v.string()),
  disableEstimate: v.optional(v.union([v.boolean(), v.picklist(['true', 'false'])])),
  kind: v.optional(v.string()),
})

/**
 * The router call for a quote: exact input with a minimum received (`minimumToAmount`), or exact output with a
 * maximum sold (`maximumFromAmount`), each the quote moved by the slippage tolerance.
 */
function swapCall(
  quote: Quote,
  slippageBps: bigint,
  { from, to, recipient, deadline }: { from: SwapToken; to: SwapToken; recipient: Address; deadline: bigint },
): { data: Hex; value: bigint; limit: { minimumToAmount: string } | { maximumFromAmount: string } } {
  const exactOut = quote.kind === 'exactOut'
  // The slippage bound: the most sold for exact output, the least received for exact input.
  const bound = exactOut ? maximumIn(quote.amountIn, slippageBps) : minimumOut(quote.amountOut, slippageBps)
  const limit = exactOut ? { maximumFromAmount: bound.toString() } : { minimumToAmount: bound.toString() }
  const tail = [quote.path, recipient, deadline] as const
  if (isNative(from.address)) {
    // The coin goes as value: for exact output the maximum, and the router refunds what the swap did not need.
    const data = exactOut
      ? encodeFunctionData({ abi: routerAbi, functionName: 'swapETHForExactTokens', args: [quote.amountOut, ...tail] })
      : encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [bound, ...tail] })
    return { data, value: exactOut ? bound : quote.amountIn, limit }
  }
  const toNative = isNative(to.address)
  const functionName = exactOut
    ? toNative
      ? 'swapTokensForExactETH'
      : 'swapTokensForExactTokens'
    : toNative
      ? 'swapExactTokensForETH'
      : 'swapExactTokensForTokens'
  // Both orders read (fixed amount, bound): exact output (amountOut, amountInMax), exact input (amountIn, amountOutMin).
  const fixed = exactOut ? quote.amountOut : quote.amountIn
  const data = encodeFunctionData({ abi: routerAbi, functionName, args: [fixed, bound, ...tail] })
  return { data, value: 0n, limit }
}

/**
 * §7's convert calls over the chain's Uniswap V2 exchange (ChainConfig.swap). Amounts are integers in the token's
 * smallest unit; tokens are CAIP-10 with 0xeeee…eeee for the native coin. A chain with no exchange answers 400
 * "Network not supported for Swaps". The gas price call is gas-price.ts.
 */
export function convertRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.get('/v1/convert/tokens', (c) => {
    const ctx = c.get('ctx')
    const chainId = c.req.query('chainId')
    if (!chainId) return problem(c, 400, 'BAD_REQUEST', 'chainId is required')
    const chain = ctx.swap.find(chainId)
    if (!chain) return unsupported(c).response
    const iconBase = ctx.options.publicUrl ?? new URL(c.req.url).origin
    return c.json({
      tokens: ctx.swap.tokens(chain).map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: caip10(chain, token.address),
        decimals: token.decimals,
        logoUri: `${iconBase}/public/getTokenImage/${token.symbol}`,
      })),
    })
  })

  app.get('/v1/convert/quotes', async (c) => {
    const ctx = c.get('ctx')
    const pair = pairParams(c, c.req.query('from'), c.req.query('to'))
    if (!pair.ok) return pair.response
    const amount = amountParam(c, c.req.query('amount'))
    if (!amount.ok) return amount.response
    const kind = kindParam(c, c.req.query('kind'))
    if (!kind.ok) return kind.response
    const { chain, from, to } = pair
    try {
      const quote = await ctx.swap.quote(chain, from.address, to.address, amount.amount, kind.kind)
      // No pool route pays anything: an empty list, which a swap view shows as "no liquidity".
      return c.json({ quotes: quote ? [quoteBody(chain, from, to, quote)] : [] })
    } catch (error) {
      return unavailable(c, 'swap quote failed', chain, error)
    }
  })

  app.get('/v1/convert/allowance', async (c) => {
    const ctx = c.get('ctx')
    const token = tokenParam(c, 'tokenAddress', c.req.query('tokenAddress'))
    if (!token.ok) return token.response
    const user = accountParam(c, c.req.query('userAddress'))
    if (!user.ok) return user.response
    // The native coin is sent as value: nothing to approve.
    if (isNative(token.token.address)) return c.json({ allowance: maxUint256.toString() })
    try {
      const { router } = await ctx.swap.contracts(token.chain)
      const allowance = await ctx.chains.client(token.chain).readContract({
        address: token.token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user.address, router],
      })
      return c.json({ allowance: allowance.toString() })
    } catch (error) {
      return unavailable(c, 'allowance read failed', token.chain, error)
    }
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const ctx = c.get('ctx')
    const pair = pairParams(c, c.req.query('from'), c.req.query('to'))
    if (!pair.ok) return pair.response
    const user = accountParam(c, c.req.query('userAddress'))
    if (!user.ok) return user.response
    if (isNative(pair.from.address)) return bad(c, 'the native coin needs no approval').response
    try {
      const { router } = await ctx.swap.contracts(pair.chain)
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] })
      return c.json({
        tx: await withGas(ctx, pair.chain, user.address, { to: pair.from.address, data, value: 0n }, true),
      })
    } catch (error) {
      return unavailable(c, 'build-approve failed', pair.chain, error)
    }
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const ctx = c.get('ctx')
    const raw = await jsonBody(c)
    if (!raw.ok) return raw.response
    const body = validate(c, BuildBodySchema, raw.value, 'swap request')
    if (!body.ok) return body.response
    const pair = pairParams(c, body.value.from, body.value.to)
    if (!pair.ok) return pair.response
    const user = accountParam(c, body.value.userAddress)
    if (!user.ok) return user.response
    const slippage = String(body.value.slippage ?? DEFAULT_SLIPPAGE)
    const slippageBps = slippageToBps(slippage)
    if (slippageBps === undefined) return bad(c, 'slippage must be a percent above 0 and at most 50').response
    const kind = kindParam(c, body.value.kind)
    if (!kind.ok) return kind.response
    const { chain, from, to } = pair
    const amount = BigInt(body.value.amount)
    try {
      const [quote, { router }] = await Promise.all([
        ctx.swap.quote(chain, from.address, to.address, amount, kind.kind),
        ctx.swap.contracts(chain),
      ])
      if (!quote) return problem(c, 400, 'NO_LIQUIDITY', 'No pool route between these tokens pays anything')
      const deadline = BigInt(Math.floor(ctx.now() / 1000) + DEADLINE_SECONDS)
      const call = swapCall(quote, slippageBps, { from, to, recipient: user.address, deadline })
      const estimate = !(body.value.disableEstimate === true || body.value.disableEstimate === 'true')
      const tx = await withGas(ctx, chain, user.address, { to: router, data: call.data, value: call.value }, estimate)
      return c.json({ tx, quote: quoteBody(chain, from, to, quote), slippage, ...call.limit })
    } catch (error) {
      return unavailable(c, 'build-transaction failed', chain, error)
    }
  })

  return app
}
