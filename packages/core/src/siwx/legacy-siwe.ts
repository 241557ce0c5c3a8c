import type { CaipNetworkId } from '@portico/common'
import type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from './contract'

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

const reference = (chainId: CaipNetworkId) => Number(chainId.split(':')[1])

const OPTIONAL_FIELDS = [
  ['statement', 'statement'],
  ['expirationTime', 'exp'],
  ['notBefore', 'nbf'],
  ['requestId', 'requestId'],
  ['resources', 'resources'],
] as const

/** Wraps a legacy siweConfig as a SIWXConfig (eip155 only: the legacy option never knew other namespaces). */
export function mapLegacySiwe(siwe: LegacySiweConfig): SIWXConfig {
  const location = (globalThis as { location?: { host?: string; origin?: string } }).location
  return {
    async createMessage({ accountAddress, chainId }): Promise<SIWXMessage> {
      const params = (await siwe.getMessageParams?.()) ?? { domain: location?.host ?? '', uri: location?.origin ?? '' }
      const issued = new Date()
      const data: SIWXMessageData = {
        accountAddress,
        chainId,
        domain: params.domain,
        uri: params.uri,
        version: '1',
        nonce: await siwe.getNonce(accountAddress),
        issuedAt: issued.toISOString(),
      }
      if (params.expiry !== undefined) data.expirationTime = new Date(issued.getTime() + params.expiry).toISOString()
      const args: LegacySiweMessageArgs = {
        address: accountAddress,
        chainId: reference(chainId),
        nonce: data.nonce,
        domain: data.domain,
        uri: data.uri,
        version: '1',
        iat: data.issuedAt as string,
      }
      // The optional fields, each under its SIWX name (data) and its legacy name (args); one loop keeps core small.
      for (const [name, legacy] of OPTIONAL_FIELDS) {
        const value = name === 'expirationTime' ? data.expirationTime : params[name]
        if (value === undefined) continue
        ;(data as unknown as Record<string, unknown>)[name] = value
        ;(args as unknown as Record<string, unknown>)[legacy] = value
      }
      const text = siwe.createMessage(args)
      return { ...data, toString: () => text }
    },
    async addSession(session: SIWXSession) {
      const ok = await siwe.verifyMessage({ message: session.message, signature: session.signature })
      if (!ok) throw new Error('Signature verification failed')
      siwe.onSignIn?.({ address: session.data.accountAddress, chainId: reference(session.data.chainId) })
    },
    async revokeSession() {
      await siwe.signOut()
      siwe.onSignOut?.()
    },
    async setSessions(sessions) {
      if (sessions.length === 0) {
        await siwe.signOut()
        siwe.onSignOut?.()
        return
      }
      for (const session of sessions) await this.addSession(session)
    },
    async getSessions(chainId, accountAddress) {
      const session = await siwe.getSession()
      if (!session) return []
      if (session.address.toLowerCase() !== accountAddress.toLowerCase()) return []
      if (`eip155:${session.chainId}` !== chainId) return []
      // The legacy API keeps no message or signature on the client: a session is only its account and chain.
      const data: SIWXMessageData = { accountAddress, chainId, domain: '', uri: '', version: '1', nonce: '' }
      return [{ data, message: '', signature: '' }]
    },
    getRequired: () => siwe.options?.required ?? siwe.required ?? true,
    signOutOnDisconnect: siwe.options?.signOutOnDisconnect ?? siwe.signOutOnDisconnect ?? true,
  }
}
