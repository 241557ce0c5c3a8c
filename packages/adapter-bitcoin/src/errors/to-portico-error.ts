import { PorticoError, type WalletErrorOptions } from '@portico/common'

/** sats-connect's own code for "the user said no" (its RpcErrorCode.USER_REJECTED). */
export const SATS_USER_REJECTED = -32000

/** How Bitcoin wallets refuse, for common's `toPorticoError`. */
export const BITCOIN_WALLET_ERRORS: WalletErrorOptions = { rejectionCodes: [SATS_USER_REJECTED] }

/** A wallet answered something no wallet should: a clear error, with what it said as the cause. */
export function garbage(what: string, answer: unknown): PorticoError {
  return new PorticoError('SOMETHING_WENT_WRONG', {
    cause: Object.assign(new Error(`The Bitcoin wallet answered ${what} with an invalid value`), { answer }),
  })
}

/** The wallet vanished from the page (extension removed or disabled). */
export function walletGone(): PorticoError {
  return new PorticoError('DISCONNECTED', { rpcCode: 4900 })
}
