/**
 * The dev SPL token: same address on every run (the mint account is written straight into the ledger, so any valid
 * public key does), minted to every dev account; mint authority is dev account 0. Browser-safe, for the lab.
 */
export const SOLANA_DEV_TOKEN = {
  mint: 'EdpnamzQzQLR28FW79a8vtCSVF7bqiPvPL23BZYHRjck',
  symbol: 'PUSD',
  name: 'Portico USD',
  decimals: 6,
  /** Whole tokens each dev account holds at start. */
  perAccount: 1_000_000,
} as const
