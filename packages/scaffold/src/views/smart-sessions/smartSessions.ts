import type { ApiClient } from '@portico/blockchain-api'
import { type ListedSmartSession, listSmartSessions, revokeSmartSession } from '@portico/blockchain-api/sessions'
import { revokeSessionMessage } from '@portico/common/sessions'
import type { AppKitCore } from '@portico/core'
import { perCoreStore } from '../per-core-store'

export type SessionStatus = 'active' | 'expired' | 'revoked'

export const statusOf = (session: ListedSmartSession, now: number): SessionStatus =>
  session.revoked ? 'revoked' : session.expiry * 1000 <= now ? 'expired' : 'active'

/**
 * Whether the list offers to revoke a session: an active one, or an expired one the wallet put on chain (expiry is the
 * record's; on chain the key keeps its role until it is revoked).
 */
export const revocable = (session: ListedSmartSession, status: SessionStatus): boolean =>
  status === 'active' || (status === 'expired' && session.grant?.onchain !== undefined)

/** The app a session was granted to, as the wallet recorded it (its origin), or undefined. */
export function appOf(session: ListedSmartSession): string | undefined {
  const { name, url } = session.grant?.app ?? {}
  if (name) return name
  if (!url) return undefined
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/** The permission types of a grant, e.g. "contract-call, native-token-recurring-allowance". */
export function permissionsOf(session: ListedSmartSession): string {
  return (session.grant?.permissions ?? [])
    .map((p) => (typeof p === 'object' && p !== null && 'type' in p ? String(p.type) : ''))
    .filter(Boolean)
    .join(', ')
}

/** The connected eip155 account's CAIP-10 id (AppKit's `/v1/sessions/{caipAddress}`), when there is one. */
export function caipAddressOf(core: AppKitCore): string | undefined {
  const record = core.state.chain.chains.eip155
  const address = record?.accountState.address
  const network = record?.networkState.caipNetwork
  return address && network ? `${network.caipNetworkId}:${address}` : undefined
}

export const loadSessions = (api: ApiClient, caipAddress: string, signal: AbortSignal) =>
  listSmartSessions(api, { caipAddress, signal })

/**
 * Revokes a session: first on chain when the wallet put it there (the grant's revoking call, one user operation the
 * user approves: the key leaves its role), then the account signs the revoke text for the pci (a smart account:
 * ERC-1271/6492, checked by apps/api) and apps/api records it.
 */
export async function revokeSession(
  core: AppKitCore,
  api: ApiClient,
  caipAddress: string,
  session: ListedSmartSession,
) {
  const { pci } = session
  const onchain = session.grant?.onchain
  if (onchain) {
    const call = { to: onchain.revoke.to as `0x${string}`, data: onchain.revoke.data as `0x${string}` }
    const sent = await core.request('eip155', 'sendCalls', { calls: [call] })
    if (sent.status !== 'success') throw new Error('The session could not be revoked on chain')
  }
  const signature = await core.signMessage({ namespace: 'eip155', message: revokeSessionMessage(pci) })
  await revokeSmartSession(api, { id: caipAddress, pci, signature })
}

/** The revoke in flight (its pci), whether the last one failed, and how many have settled (the list reloads). */
export const revokeProgressOf = perCoreStore<{ revoking: string | undefined; failed: boolean; settled: number }>(
  () => ({ revoking: undefined, failed: false, settled: 0 }),
)
