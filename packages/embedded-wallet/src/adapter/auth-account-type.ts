import type { AuthAccountType } from '@portico/core'

/**
 * The auth user event's account type: what the wallet answers with (issue 19) — the smart account and whether it has
 * code yet, or the EOA where there is no smart account (no ERC-4337 options, another namespace, a network without).
 */
export function authAccountType(type: AuthAccountType | undefined): {
  preferredAccountType: 'smartAccount' | 'eoa'
  smartAccountDeployed: boolean
} {
  return {
    preferredAccountType: type?.preferredAccountType ?? 'eoa',
    smartAccountDeployed: type?.smartAccountDeployed ?? false,
  }
}
