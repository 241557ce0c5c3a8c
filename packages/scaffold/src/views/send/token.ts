import type { TokenBalance } from '@portico/core'

/** The mint or contract of a token balance (its CAIP-10 address's last part); undefined for the native coin. */
export function tokenContract(token: Pick<TokenBalance, 'address'>): string | undefined {
  return token.address?.split(':')[2] || undefined
}

export const isNative = (token: Pick<TokenBalance, 'address'>) => tokenContract(token) === undefined

export const decimalsOf = (token: Pick<TokenBalance, 'quantity'>) => Number(token.quantity.decimals)

/** One key per token of a network, e.g. for list keys and picking the same token again. */
export const tokenKey = (token: Pick<TokenBalance, 'chainId' | 'address'>) => `${token.chainId}|${token.address ?? ''}`
