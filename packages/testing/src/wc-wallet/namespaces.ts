import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { Address } from 'viem'

/** What the test wallet can do on eip155; a proposal gets the part of it that it asked for. */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'eth_accounts',
  'eth_chainId',
] as const
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

export function caipAccounts(chainIds: readonly number[], addresses: readonly Address[]): string[] {
  return chainIds.flatMap((chainId) => addresses.map((address) => `eip155:${chainId}:${address}`))
}

/**
 * The session namespaces the wallet approves for `proposal`: its eip155 chains, accounts, methods and events, plus
 * any other namespace it supports (`others`, e.g. solana), narrowed by the SDK to what the proposal required or
 * optionally asked for. Throws (with the SDK's message) when a required namespace or chain is one the wallet does
 * not have.
 */
export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  chainIds: readonly number[],
  addresses: readonly Address[],
  others: Record<string, SessionTypes.BaseNamespace> = {},
): SessionTypes.Namespaces {
  return buildApprovedNamespaces({
    proposal,
    supportedNamespaces: {
      ...others,
      eip155: {
        chains: chainIds.map((chainId) => `eip155:${chainId}`),
        methods: [...EIP155_METHODS],
        events: [...EIP155_EVENTS],
        accounts: caipAccounts(chainIds, addresses),
      },
    },
  })
}
