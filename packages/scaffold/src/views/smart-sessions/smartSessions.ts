import type { ApiClient } from '@portico/blockchain-api'
import { type ListedSmartSession, listSmartSessions, revokeSmartSession } from '@portico/blockchain-api/sessions'
import { revokeSessionMessage } from '@portico/common/sessions'
import type { AppKitCore } from '@portico/core'

export type SessionStatus = 'active' | 'expired' | 'revoked'

export const statusOf = (session: ListedSmartSession, now: number): SessionStatus =>
  session.revoked ? 'revoked' : session.expiry * 1000 <= now ? 'expired' : 'active'

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

/** The account signs the revoke text for the pci (a smart account: ERC-1271/6492, checked by apps/api). */
export async function revokeSession(core: AppKitCore, api: ApiClient, caipAddress: string, pci: string) {
  const signature = await core.signMessage({ namespace: 'eip155', message: revokeSessionMessage(pci) })
  await revokeSmartSession(api, { id: caipAddress, pci, signature })
}
