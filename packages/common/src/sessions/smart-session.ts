/**
 * Smart sessions (issue 19): the texts a session's owner signs (EIP-191 personal_sign) for apps/api. They name the
 * action and the permissions context (pci), so a signature for one action or one session cannot be replayed for
 * another. The wallet and the service build them from here, so both sign and check the same bytes.
 */
export const registerSessionMessage = (args: { pci: string; chainId: string; expiry: number }) =>
  `Portico smart session\nAction: register\nPermissions context: ${args.pci}\nChain: ${args.chainId}\nExpiry: ${args.expiry}`

export const revokeSessionMessage = (pci: string) =>
  `Portico smart session\nAction: revoke\nPermissions context: ${pci}`

/** A CAIP-10 eip155 account id, as `/v1/sessions/{id}` takes it to list an account's sessions. */
export const CAIP10_EIP155 = /^eip155:(\d{1,20}):(0x[0-9a-fA-F]{40})$/
