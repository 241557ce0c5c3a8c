import * as oauth from 'oauth4webapi'
import type { OidcProviderConfig, SocialProvider } from './options'

export const DEFAULT_SCOPE = 'openid email profile'

export interface SocialIdentity {
  subject: string
  email: string | null
  /** The provider's `email_verified` claim: only a proven email may join an existing account (auth/merge.ts). */
  emailVerified: boolean
  username: string | null
}

export class SocialLoginError extends Error {
  override readonly name = 'SocialLoginError'
}

/**
 * The code exchange of the social login, done with oauth4webapi against each provider's configured issuer: metadata
 * from discovery (cached per issuer), the client secret, the PKCE verifier, and a validated id token.
 */
export class OidcClients {
  private readonly servers = new Map<string, Promise<oauth.AuthorizationServer>>()

  constructor(private readonly providers: Partial<Record<SocialProvider, OidcProviderConfig>>) {}

  configured(): SocialProvider[] {
    return Object.keys(this.providers) as SocialProvider[]
  }

  config(provider: SocialProvider): OidcProviderConfig | undefined {
    return this.providers[provider]
  }

  private options(issuer: URL): { [oauth.allowInsecureRequests]?: boolean } {
    // Plain http only for an issuer configured with it (the dev stack's local provider); https otherwise.
    return issuer.protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {}
  }

  server(config: OidcProviderConfig): Promise<oauth.AuthorizationServer> {
    let found = this.servers.get(config.issuer)
    if (!found) {
      const issuer = new URL(config.issuer)
      found = oauth
        .discoveryRequest(issuer, this.options(issuer))
        .then((response) => oauth.processDiscoveryResponse(issuer, response))
      // A failed discovery is not cached: the next login asks again.
      found.catch(() => this.servers.delete(config.issuer))
      this.servers.set(config.issuer, found)
    }
    return found
  }

  async exchange(
    provider: SocialProvider,
    input: { code: string; codeVerifier: string; redirectUri: string; nonce?: string | undefined },
  ): Promise<SocialIdentity> {
    const config = this.providers[provider]
    if (!config) throw new SocialLoginError(`Provider ${provider} is not configured`)
    const as = await this.server(config)
    const client: oauth.Client = { client_id: config.clientId }
    const callback = new URLSearchParams({ code: input.code })
    // The secure site checked `state` itself and sends us only the code; the issuer is this provider's by
    // configuration, so the mix-up check (RFC 9207) holds by construction.
    if (as.authorization_response_iss_parameter_supported) callback.set('iss', as.issuer)
    const params = oauth.validateAuthResponse(as, client, callback, oauth.skipStateCheck)
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(config.clientSecret),
      params,
      input.redirectUri,
      input.codeVerifier,
      this.options(new URL(config.issuer)),
    )
    const nonce = input.nonce ?? (await nonceOf(response.clone()))
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: nonce ?? oauth.expectNoNonce,
      requireIdToken: true,
    })
    const claims = oauth.getValidatedIdTokenClaims(result)
    if (!claims) throw new SocialLoginError('The provider returned no id token')
    const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null)
    return {
      subject: claims.sub,
      email: text(claims.email)?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true,
      username: text(claims.preferred_username) ?? text(claims.name),
    }
  }
}

/**
 * The nonce inside the id token, read before validation when the caller sent none. The code is bound to the secure
 * site's PKCE verifier, which only that site holds, so the nonce adds nothing the exchange does not already prove.
 */
async function nonceOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { id_token?: unknown }
    if (typeof body.id_token !== 'string') return undefined
    const payload = body.id_token.split('.')[1] ?? ''
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { nonce?: unknown }
    return typeof claims.nonce === 'string' ? claims.nonce : undefined
  } catch {
    return undefined
  }
}
