import type { CaipNetworkId } from '@portico/common'
import type { SIWXSession } from '@portico/core'

/** Where sessions are kept; the third replaceable piece of a SIWX config. */
export interface SIWXStorage {
  add(session: SIWXSession): Promise<void>
  set(sessions: SIWXSession[]): Promise<void>
  get(chainId: CaipNetworkId, accountAddress: string): Promise<SIWXSession[]>
  delete(chainId: CaipNetworkId, accountAddress: string): Promise<void>
  /** True when the store checks signatures itself (a server); the config then skips its own signature check. */
  readonly verifies?: boolean
}

/** EVM addresses compare case-insensitively; others exactly. */
export function sameAccount(session: SIWXSession, chainId: string, accountAddress: string): boolean {
  if (session.data.chainId !== chainId) return false
  const a = session.data.accountAddress
  return chainId.startsWith('eip155:') ? a.toLowerCase() === accountAddress.toLowerCase() : a === accountAddress
}
