/** An EIP-1193 provider error, shaped as wallets throw it: a plain Error with a numeric `code`. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
export const unauthorized = () =>
  new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
export const unrecognizedChain = (chainId: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
  )
export const invalidParams = (message: string) => new ProviderRpcError(-32602, message)
