// Uniswap V2 arithmetic over pool reserves, in integers exactly as the pair contract does it, so a quote is what the
// router's getAmountsOut would answer at the same block.

/** One pool on a path, oriented in the direction of the trade. */
export interface Hop {
  reserveIn: bigint
  reserveOut: bigint
}

/** The LP fee every V2 pair takes from the input: 0.3 %, as 997 / 1000. */
export const FEE_NUMERATOR = 997n
export const FEE_DENOMINATOR = 1000n

/** What one pool pays out for `amountIn` (UniswapV2Library.getAmountOut); 0 when it cannot trade. */
export function amountOut(amountIn: bigint, { reserveIn, reserveOut }: Hop): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * FEE_NUMERATOR
  return (withFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + withFee)
}

/** The amount after each hop of a path (the first entry is the input), as getAmountsOut returns them. */
export function amountsOut(amountIn: bigint, hops: readonly Hop[]): bigint[] {
  const amounts = [amountIn]
  let amount = amountIn
  for (const hop of hops) {
    amount = amountOut(amount, hop)
    amounts.push(amount)
  }
  return amounts
}

/**
 * What one pool needs in to pay exactly `amountOut` (UniswapV2Library.getAmountIn): the integer quotient plus one, as
 * the router rounds, so the pair's own check always passes. Undefined when the pool cannot pay that much.
 */
export function amountIn(amountOut: bigint, { reserveIn, reserveOut }: Hop): bigint | undefined {
  if (amountOut <= 0n || reserveIn <= 0n || amountOut >= reserveOut) return undefined
  return (reserveIn * amountOut * FEE_DENOMINATOR) / ((reserveOut - amountOut) * FEE_NUMERATOR) + 1n
}

/**
 * The amount before each hop for exactly `amountOut` at the end (the last entry), as getAmountsIn returns them;
 * undefined when a pool on the path cannot pay what the next one needs.
 */
export function amountsIn(amountOut: bigint, hops: readonly Hop[]): bigint[] | undefined {
  const amounts = [amountOut]
  let amount = amountOut
  for (const hop of [...hops].reverse()) {
    const needed = amountIn(amount, hop)
    if (needed === undefined) return undefined
    amounts.unshift(needed)
    amount = needed
  }
  return amounts
}

/** The fee-free constant-product output x·y = k: an upper bound no quote may exceed. */
export function constantProductOut(amountIn: bigint, { reserveIn, reserveOut }: Hop): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  return (amountIn * reserveOut) / (reserveIn + amountIn)
}

const BPS = 10_000n

/**
 * How far the trade moves the price, in basis points: 1 − output / (output at the pools' mid prices after fees).
 * The LP fee is not part of it (see `feeBps`); a trade small against the reserves has an impact near 0.
 */
export function priceImpactBps(amountIn: bigint, hops: readonly Hop[], output: bigint): bigint {
  if (amountIn <= 0n || hops.length === 0) return 0n
  let numerator = amountIn
  let denominator = 1n
  for (const { reserveIn, reserveOut } of hops) {
    numerator *= reserveOut * FEE_NUMERATOR
    denominator *= reserveIn * FEE_DENOMINATOR
  }
  if (numerator === 0n) return BPS
  // spot = numerator / denominator; impact = 1 − output·denominator / numerator, rounded up so it is never understated.
  const kept = (output * denominator * BPS) / numerator
  return kept >= BPS ? 0n : BPS - kept
}

/** The LP fees of a path of `hops` pools, in basis points of the input (30 for one hop, 60 for two, rounded up). */
export function feeBps(hops: number): bigint {
  const kept = FEE_NUMERATOR ** BigInt(hops)
  const whole = FEE_DENOMINATOR ** BigInt(hops)
  return ((whole - kept) * BPS + whole - 1n) / whole
}

/** The least a swap may pay out for the quoted `output` at `slippageBps` tolerance (rounded down). */
export function minimumOut(output: bigint, slippageBps: bigint): bigint {
  if (slippageBps < 0n || slippageBps > BPS) throw new RangeError(`slippage ${slippageBps} bps is out of range`)
  return (output * (BPS - slippageBps)) / BPS
}

/** The most a swap may take in for the quoted `input` at `slippageBps` tolerance (rounded up). */
export function maximumIn(input: bigint, slippageBps: bigint): bigint {
  if (slippageBps < 0n || slippageBps > BPS) throw new RangeError(`slippage ${slippageBps} bps is out of range`)
  return (input * (BPS + slippageBps) + BPS - 1n) / BPS
}

/** The path whose amounts score highest; ties go to the shorter (cheaper) one. Paths without amounts are skipped. */
function pickPath<P extends { hops: readonly Hop[] }>(
  paths: readonly P[],
  amountsOf: (hops: readonly Hop[]) => bigint[] | undefined,
  score: (amounts: bigint[]) => bigint,
): { path: P; amounts: bigint[] } | undefined {
  let best: { path: P; amounts: bigint[]; score: bigint } | undefined
  for (const path of paths) {
    const amounts = amountsOf(path.hops)
    if (!amounts) continue
    const value = score(amounts)
    if (!best || value > best.score || (value === best.score && path.hops.length < best.path.hops.length))
      best = { path, amounts, score: value }
  }
  return best && { path: best.path, amounts: best.amounts }
}

/** The path with the largest output; ties go to the shorter (cheaper) one. Undefined when none pays anything. */
export function bestPath<P extends { hops: readonly Hop[] }>(
  amountIn: bigint,
  paths: readonly P[],
): { path: P; amounts: bigint[] } | undefined {
  const paying = (hops: readonly Hop[]) => {
    const amounts = amountsOut(amountIn, hops)
    return (amounts.at(-1) ?? 0n) > 0n ? amounts : undefined
  }
  return pickPath(paths, paying, (amounts) => amounts.at(-1) ?? 0n)
}

/** For an exact output: the path needing the least input; ties go to the shorter one. Undefined when none can pay. */
export function bestPathIn<P extends { hops: readonly Hop[] }>(
  amountOut: bigint,
  paths: readonly P[],
): { path: P; amounts: bigint[] } | undefined {
  return pickPath(
    paths,
    (hops) => amountsIn(amountOut, hops),
    (amounts) => -(amounts[0] ?? 0n),
  )
}

/** Basis points as a percent string with two decimals ("0.30"). */
export function bpsToPercent(bps: bigint): string {
  const sign = bps < 0n ? '-' : ''
  const abs = bps < 0n ? -bps : bps
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}

/** A slippage percent as §7 sends it ("1", "0.5") in basis points; undefined when it is not a number in (0, 50]. */
export function slippageToBps(percent: string): bigint | undefined {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(percent)) return undefined
  const [whole = '0', fraction = ''] = percent.split('.')
  const bps = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
  return bps > 0n && bps <= 5_000n ? bps : undefined
}
