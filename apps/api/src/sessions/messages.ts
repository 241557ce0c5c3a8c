/**
 * The texts a session's owner signs (EIP-191 personal_sign). They name the action and the permissions context, so a
 * signature for one action or one session cannot be replayed for another.
 */
export const registerSessionMessage = (args: { pci: string; chainId: string; expiry: number }) =>
  `Portico smart session\nAction: register\nPermissions context: ${args.pci}\nChain: ${args.chainId}\nExpiry: ${args.expiry}`

export const revokeSessionMessage = (pci: string) =>
  `Portico smart session\nAction: revoke\nPermissions context: ${pci}`
