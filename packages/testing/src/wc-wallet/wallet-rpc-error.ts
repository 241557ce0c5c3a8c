/** A wallet error as the dapp should see it (EIP-1193 style code). */
export class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
