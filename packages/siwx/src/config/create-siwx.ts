import type { SIWXConfig } from '@portico/core'
import type { SIWXMessenger } from '../messenger/messenger'
import type { SIWXNonceStore } from '../nonce/nonce'
import { loadRuntime } from '../runtime/load'
import type { SIWXStorage } from '../storage/storage'
import type { SIWXVerifier } from '../verify/verifier'

export interface CreateSIWXOptions {
  messenger: SIWXMessenger
  storage: SIWXStorage
  /** One per namespace the app signs in with; may be empty when the storage verifies on a server. */
  verifiers?: readonly SIWXVerifier[]
  /** Spends nonces locally (replay protection for client-side verification). Not needed with a server storage. */
  nonces?: SIWXNonceStore
  /** Domains a message may name (default: the messenger's own domain is not assumed; pass it). */
  domains?: readonly string[]
  /** Sign-in required to stay connected (§4). Default false. */
  required?: boolean
  /** Revoke the account's sessions when its wallet disconnects. Default false. */
  signOutOnDisconnect?: boolean
  signMessage?: SIWXConfig['signMessage']
  now?: () => number
}

/**
 * A SIWX config from its three replaceable pieces. Sessions are checked before they are stored (unless the storage
 * is a server that checks them itself), and sessions read back are dropped once outside their validity window. The
 * checks are fetched at the first session added or read (src/runtime/load.ts).
 */
export function createSIWX(options: CreateSIWXOptions): SIWXConfig {
  const checks = async () => (await loadRuntime()).sessionChecks(options)
  const config: SIWXConfig = {
    createMessage: (input) => options.messenger.createMessage(input),
    async addSession(session) {
      await (await checks()).verify(session)
      await options.storage.add(session)
    },
    revokeSession: (chainId, accountAddress) => options.storage.delete(chainId, accountAddress),
    async setSessions(sessions) {
      const { verify } = await checks()
      for (const session of sessions) await verify(session)
      await options.storage.set(sessions)
    },
    async getSessions(chainId, accountAddress) {
      return (await checks()).live(await options.storage.get(chainId, accountAddress))
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? false,
  }
  if (options.signMessage) config.signMessage = options.signMessage
  return config
}
