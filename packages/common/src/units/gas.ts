/**
 * A gas estimate is exact only for the state and block it ran on. The transaction is mined later — after the person
 * confirms, in a block with another timestamp — and may take more: a Uniswap V2 pair, for one, writes its price
 * oracle only when the block's timestamp has moved since its last trade, so a swap estimated in the same second as
 * that trade runs out of gas a second later. The limit sent carries this margin; gas that is not used is not paid.
 */
export const GAS_MARGIN_PERCENT = 25n

/** The limit to send for an estimate: the estimate plus GAS_MARGIN_PERCENT, rounded up. */
export function withGasMargin(estimate: bigint): bigint {
  return estimate + (estimate * GAS_MARGIN_PERCENT + 99n) / 100n
}
