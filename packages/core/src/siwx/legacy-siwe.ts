import type { SIWXConfig } from './contract'

// The older EVM-only `siweConfig` shape apps may still pass. It is mapped onto the SIWX contract so the modal has one
// flow; apps that set both get 'Cannot set both `siweConfig` and `siwx` options' (checked in validate-options).

export interface LegacySiweSession {
  address: string
  chainId: number
}

export interface LegacySiweMessageArgs {
  address: string
  chainId: number
  nonce: string
  domain: string
  uri: string
  version: '1'
  iat: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

export interface LegacySiweConfig {
  getNonce(address?: string): Promise<string>
  createMessage(args: LegacySiweMessageArgs): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<LegacySiweSession | null>
  signOut(): Promise<boolean>
  getMessageParams?(): Promise<{
    domain: string
    uri: string
    statement?: string
    expiry?: number
    notBefore?: string
    requestId?: string
    resources?: string[]
  }>
  onSignIn?(session?: LegacySiweSession): void
  onSignOut?(): void
  /** Default true, as the legacy option had it. */
  required?: boolean
  signOutOnDisconnect?: boolean
  options?: { enabled?: boolean; signOutOnDisconnect?: boolean; required?: boolean }
}

export function isLegacySiweConfig(value: unknown): value is LegacySiweConfig {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'].every(
    (m) => typeof v[m] === 'function',
  )
}

/** The SIWX calls the legacy mapping answers (./legacy-siwe-map); the flags are read from the config at once. */
export type LegacySiwx = Pick<
  SIWXConfig,
  'createMessage' | 'addSession' | 'revokeSession' | 'setSessions' | 'getSessions'
>

/**
 * Wraps a legacy siweConfig as a SIWXConfig (eip155 only: the legacy option never knew other namespaces). The mapping
 * itself is fetched at its first call: an app without a siweConfig (most) does not carry it in its initial JS.
 */
export function mapLegacySiwe(siwe: LegacySiweConfig): SIWXConfig {
  let mapped: Promise<LegacySiwx> | undefined
  const load = () => {
    mapped ??= import('./lazy').then((m) => m.legacySiwx(siwe))
    mapped.catch(() => {
      mapped = undefined
    })
    return mapped
  }
  return {
    createMessage: async (input) => (await load()).createMessage(input),
    addSession: async (session) => (await load()).addSession(session),
    revokeSession: async (chainId, address) => (await load()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await load()).setSessions(sessions),
    getSessions: async (chainId, address) => (await load()).getSessions(chainId, address),
    getRequired: () => siwe.options?.required ?? siwe.required ?? true,
    signOutOnDisconnect: siwe.options?.signOutOnDisconnect ?? siwe.signOutOnDisconnect ?? true,
  }
}
