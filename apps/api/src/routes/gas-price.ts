import { Hono } from 'hono'
import { problem } from '../http/problem'
import type { AppEnv } from '../server/context'

const PERCENTILES = [25, 50, 75]

function median(values: bigint[]): bigint {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return sorted[Math.floor(sorted.length / 2)] ?? 0n
}

/**
 * §7 GET /v1/convert/gas-price: standard / fast / instant in wei from the chain itself — next block's base fee plus the
 * median 25th / 50th / 75th percentile priority fee over the non-empty blocks of the last 10 (an empty block reports a
 * 0 tip, which says nothing about what inclusion costs); the legacy gas price on chains without EIP-1559. Registered
 * before the swap routes, which are not served yet.
 */
export function gasPriceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/v1/convert/gas-price', async (c) => {
    const ctx = c.get('ctx')
    const chainId = c.req.query('chainId')
    if (!chainId) return problem(c, 400, 'BAD_REQUEST', 'chainId is required')
    const chain = ctx.chains.find(chainId)
    if (!chain) return problem(c, 400, 'UNSUPPORTED_NETWORK', 'Network not supported for Gas Price')
    const client = ctx.chains.client(chain)
    try {
      const history = await client.getFeeHistory({ blockCount: 10, rewardPercentiles: PERCENTILES })
      const baseFee = history.baseFeePerGas.at(-1)
      if (baseFee === undefined || baseFee === 0n) {
        const price = (await client.getGasPrice()).toString()
        return c.json({ standard: price, fast: price, instant: price })
      }
      const busy = (history.reward ?? []).filter((_, block) => (history.gasUsedRatio[block] ?? 0) > 0)
      const tip = (i: number) => median(busy.map((rewards) => rewards[i] ?? 0n))
      const [standard, fast, instant] = PERCENTILES.map((_, i) => (baseFee + tip(i)).toString())
      return c.json({ standard, fast, instant })
    } catch (error) {
      ctx.logger('warn', 'gas price read failed', { chainId, error: String(error) })
      return problem(c, 502, 'CHAIN_UNAVAILABLE', `The RPC of ${chainId} did not answer`)
    }
  })
  return app
}
