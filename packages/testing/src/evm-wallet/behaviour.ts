/**
 * What the wallet does with a request, set per method (or '*' for all): sign and answer for real, refuse like a
 * person pressing "Reject", never answer, answer something no wallet should, or fail with a chosen error.
 */
export type WalletBehaviour = 'approve' | 'reject' | 'hang' | 'garbage' | { error: { code: number; message: string } }

/**
 * The EVM wallet also answers a chosen value as is: a wallet supporting a method the test wallet does not implement
 * (wallet_getAssets, wallet_grantPermissions…).
 */
export type EvmWalletBehaviour = WalletBehaviour | { result: unknown }

/** Answers a misbehaving wallet might give: wrong types, wrong shapes, truncated hex. */
export const GARBAGE_ANSWERS: Record<string, unknown> = {
  eth_requestAccounts: [42, { address: 'not-an-address' }],
  eth_accounts: 'nope',
  eth_chainId: { chainId: 'banana' },
  personal_sign: '0xdeadbeef',
  eth_signTypedData_v4: 12345,
  eth_sendTransaction: { hash: null },
  wallet_switchEthereumChain: 'switched?',
}
export const DEFAULT_GARBAGE = { unexpected: true, result: [null] }
