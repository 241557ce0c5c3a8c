import { PorticoError, type WalletErrorOptions } from '@portico/common'

// polkadot{.js}-style extensions reject with plain Errors: 'Cancelled' for a declined signature, 'Rejected' for a
// declined authorization. Some wallets add an EIP-1193 style code; common's toPorticoError reads both.
export const POLKADOT_WALLET_ERRORS: WalletErrorOptions = { rejectionText: /cancel|reject|denied|declined/i }

/** The extension answered something no extension should. */
export function garbage(what: string, answer: unknown): PorticoError {
  return new PorticoError('SOMETHING_WENT_WRONG', {
    cause: Object.assign(new Error(`The Polkadot extension answered ${what} with an invalid value`), { answer }),
  })
}
