import { loadRuntime } from '../runtime/load'
import type { SIWXStorage } from './storage'

export interface ServerStorageOptions {
  /** Base URL of the service with the SIWX endpoints (apps/api: its root URL). */
  apiUrl: string
  projectId: string
  fetch?: typeof fetch
  /** Per request (default 10 000 ms, §9's HTTP timeout): a hung server must not hold the modal's sign-in check. */
  timeoutMs?: number
}

export interface ServerStorage extends SIWXStorage {
  /** A single-use nonce from the server, for the messenger's `getNonce`. */
  getNonce(): Promise<string>
}

/**
 * Sessions kept by apps/api (`/v1/siwx/*`). The server checks the signature, the nonce (single use) and the time
 * window, then issues an HTTP-only cookie; this page never sees the session token. Every request sends credentials.
 * The calls themselves are fetched at the first one (src/runtime/load.ts).
 */
export function createServerStorage(options: ServerStorageOptions): ServerStorage {
  let calls: Promise<ServerStorage> | undefined
  const server = () => {
    calls ??= loadRuntime().then(
      (runtime) => runtime.serverStorageCalls(options),
      (error: unknown) => {
        calls = undefined
        throw error
      },
    )
    return calls
  }
  return {
    verifies: true,
    getNonce: async () => (await server()).getNonce(),
    add: async (session) => (await server()).add(session),
    set: async (sessions) => (await server()).set(sessions),
    get: async (chainId, accountAddress) => (await server()).get(chainId, accountAddress),
    delete: async (chainId, accountAddress) => (await server()).delete(chainId, accountAddress),
  }
}
