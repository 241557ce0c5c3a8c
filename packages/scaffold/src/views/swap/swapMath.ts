// Amount conversions are written here rather than taken from @portico/common's units module: that module sits in the
// app's initial chunk (the page uses part of it), so importing more of it from a lazy view grows the initial JS.

/** A plain non-negative decimal ("1", "0.5", ".5", "2.") in the token's smallest unit; digits past `decimals` cut. */
export function toSmallestUnit(value: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || (match[1] === '' && !match[2])) return undefined
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0')
  return BigInt(`${match[1] || '0'}${fraction}`)
}

/** §9: swap slippage tolerance, in percent. */
export const DEFAULT_SLIPPAGE = '1'

/** The native coin's CAIP-10 address suffix (the service names it 0xeeee…eeee). */
const NATIVE_SUFFIX = ':0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export function isNativeToken(caip10: string): boolean {
  return caip10.toLowerCase().endsWith(NATIVE_SUFFIX)
}

/** The plain 0x address of a CAIP-10 token id. */
export function addressOf(caip10: string): `0x${string}` {
  return caip10.split(':').at(-1) as `0x${string}`
}

/**
 * A slippage percent in basis points: up to two decimals, above 0 and at most 50 — the range the service accepts, so
 * a value the form allows is never refused when the swap is built. Undefined otherwise.
 */
export function slippageBps(percent: string): bigint | undefined {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(percent.trim())) return undefined
  const [whole = '0', fraction = ''] = percent.trim().split('.')
  const bps = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
  return bps > 0n && bps <= 5_000n ? bps : undefined
}

/** The least the swap pays out for `toAmount` at `percent` slippage, rounded down as the router's check is. */
export function minimumReceived(toAmount: bigint, percent: string): bigint | undefined {
  const bps = slippageBps(percent)
  return bps === undefined ? undefined : (toAmount * (10_000n - bps)) / 10_000n
}

/**
 * The most an exact-output swap takes in for the quoted `fromAmount` at `percent` slippage, rounded up as the
 * service builds it (above it the router reverts).
 */
export function maximumSold(fromAmount: bigint, percent: string): bigint | undefined {
  const bps = slippageBps(percent)
  return bps === undefined ? undefined : (fromAmount * (10_000n + bps) + 9_999n) / 10_000n
}

/** Which field the user typed: the amount sold (exactIn, the default) or the amount bought (exactOut). */
export type SwapKind = 'exactIn' | 'exactOut'

/** A typed amount in the token's smallest unit; undefined while it is empty, not a number, or not above zero. */
export function typedAmount(value: string, decimals: number): bigint | undefined {
  const amount = toSmallestUnit(value, decimals)
  return amount !== undefined && amount > 0n ? amount : undefined
}

/** An amount for display: at most `digits` decimals, cut (never rounded up). */
export function displayAmount(amount: bigint, decimals: number, digits = 6): string {
  const scale = 10n ** BigInt(decimals)
  const whole = amount / scale
  const cut = (amount % scale).toString().padStart(decimals, '0').slice(0, digits).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : whole.toString()
}

export type SwapFormState =
  | 'enterAmount'
  | 'quoting'
  | 'noLiquidity'
  | 'insufficientBalance'
  | 'invalidSlippage'
  | 'quoteFailed'
  | 'ready'

export interface SwapFormInput {
  /** The typed amount: sold for exactIn, bought for exactOut. */
  amount: bigint | undefined
  balance: bigint | undefined
  slippage: string
  quote:
    | { status: 'idle' | 'loading' | 'error' }
    | { status: 'ready'; toAmount: bigint | undefined; fromAmount?: bigint | undefined }
  kind?: SwapKind
}

/** What the form offers for the current input: the first problem wins, in the order the user can fix them. */
export function swapFormState(input: SwapFormInput): SwapFormState {
  if (input.amount === undefined) return 'enterAmount'
  if (slippageBps(input.slippage) === undefined) return 'invalidSlippage'
  if (input.kind === 'exactOut') return exactOutState(input)
  if (input.balance !== undefined && input.amount > input.balance) return 'insufficientBalance'
  if (input.quote.status === 'error') return 'quoteFailed'
  if (input.quote.status !== 'ready') return 'quoting'
  if (input.quote.toAmount === undefined || input.quote.toAmount === 0n) return 'noLiquidity'
  return 'ready'
}

/**
 * For an exact output the amount sold is known only from the quote; the balance must cover the most the swap may take
 * (for the native coin that maximum is the value sent).
 */
function exactOutState({ balance, slippage, quote }: SwapFormInput): SwapFormState {
  if (quote.status === 'error') return 'quoteFailed'
  if (quote.status !== 'ready') return 'quoting'
  if (quote.fromAmount === undefined || quote.fromAmount === 0n || !quote.toAmount) return 'noLiquidity'
  const most = maximumSold(quote.fromAmount, slippage) ?? quote.fromAmount
  return balance !== undefined && most > balance ? 'insufficientBalance' : 'ready'
}

/**
 * What the two amount fields show: the typed one as typed, the other from the current quote (empty until there is
 * one). The amount an exact output takes is shown to the last unit, so it is never understated.
 */
export function swapFields(
  form: { amount: string; kind: SwapKind },
  quote: { fromAmount: bigint; toAmount: bigint } | undefined,
  from: { decimals: number } | undefined,
  to: { decimals: number } | undefined,
): { pay: string; receive: string } {
  if (form.kind === 'exactOut') {
    const pay = quote && from ? displayAmount(quote.fromAmount, from.decimals, from.decimals) : ''
    return { pay, receive: form.amount }
  }
  return { pay: form.amount, receive: quote && to ? displayAmount(quote.toAmount, to.decimals) : '' }
}
