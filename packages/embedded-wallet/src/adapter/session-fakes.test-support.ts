import type { ApprovalRequest, AuthHost } from '@portico/core'
import { vi } from 'vitest'
import type { FrameMessenger } from '../messenger/frame-messenger'
import { EmbeddedSession } from './session'

/** The embedded wallet's Solana account in the adapter tests. */
export const SOLANA_ACCOUNT = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** A modal host that answers every approval with `approve` and keeps the requests it was shown. */
export function recordingHost(approve: boolean): { host: AuthHost; approvals: ApprovalRequest[] } {
  const approvals: ApprovalRequest[] = []
  const host: AuthHost = {
    approve: async (request) => {
      approvals.push(request)
      return approve
    },
    unsupported: vi.fn(),
  }
  return { host, approvals }
}

/** A session signed in by email, with `eip155` for its EVM account, talking to the frame through `messenger`. */
export function connectedSession(messenger: FrameMessenger, eip155: string): EmbeddedSession {
  const session = new EmbeddedSession({ secureSiteUrl: 'https://secure.test', createMessenger: () => messenger })
  session.setConnected({
    user: { id: 'u', email: 'a@b.co', provider: 'email', username: null },
    accounts: { eip155, solana: SOLANA_ACCOUNT },
    isNewUser: false,
  })
  return session
}
