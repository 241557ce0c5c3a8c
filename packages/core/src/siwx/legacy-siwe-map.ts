import type { CaipNetworkId } from '@portico/common'
import type { SIWXMessage, SIWXMessageData, SIWXSession } from './contract'
import type { LegacySiweConfig, LegacySiweMessageArgs, LegacySiwx } from './legacy-siwe'

// Loaded the first time a legacy siweConfig is asked to sign in or for its sessions (see mapLegacySiwe).

const reference = (chainId: CaipNetworkId) => Number(chainId.split(':')[1])

const OPTIONAL_FIELDS = [
  ['statement', 'statement'],
  ['expirationTime', 'exp'],
  ['notBefore', 'nbf'],
  ['requestId', 'requestId'],
  ['resources', 'resources'],
] as const

/** The legacy siweConfig's sign-in on the SIWX contract (eip155 only: the legacy option never knew other namespaces). */
export function legacySiwx(siwe: LegacySiweConfig): LegacySiwx {
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
  }
}
