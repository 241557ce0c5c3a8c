import { generateKeyPair } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import Provider, { type Configuration } from 'oidc-provider'
import { loginPage } from './login-page'
import { memoryStore } from './memory-store'
import {
  OIDC_DEV_CLIENT_SECRET,
  OIDC_SOCIAL_PROVIDERS,
  OIDC_TEST_USERS,
  type OidcSocialProvider,
  type OidcTestUser,
  oidcClientId,
} from './users'

export interface OidcProviderOptions {
  port?: number
  host?: string
  /**
   * Redirect URIs besides the default ones. Clients are native-app registrations, so `http://127.0.0.1/social/callback`
   * and `http://localhost/social/callback` admit any loopback port (RFC 8252 §7.3): the secure site's port can be
   * chosen after this starts.
   */
  redirectUris?: string[]
  users?: readonly OidcTestUser[]
}

export interface OidcClientConfig {
  issuer: string
  clientId: string
  clientSecret: string
}

/** apps/api's `oidc` option for a local provider at `issuer`: known before it starts, so both can start at once. */
export const oidcApiConfig = (issuer: string): Record<OidcSocialProvider, OidcClientConfig> =>
  Object.fromEntries(
    OIDC_SOCIAL_PROVIDERS.map((p) => [p, { issuer, clientId: oidcClientId(p), clientSecret: OIDC_DEV_CLIENT_SECRET }]),
  ) as Record<OidcSocialProvider, OidcClientConfig>

export interface RunningOidcProvider {
  issuer: string
  /** What apps/api's `oidc` option takes: every provider pointing at this issuer with its own client. */
  apiConfig: Record<OidcSocialProvider, OidcClientConfig>
  stop(): Promise<void>
}

/** Reads a small urlencoded form body. */
async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) {
    body += String(chunk)
    if (body.length > 16_384) throw new Error('form too large')
  }
  return new URLSearchParams(body)
}

/**
 * A real OpenID Connect provider (`oidc-provider`) standing in for Google, GitHub, Apple, Facebook, X and Discord:
 * authorization code with PKCE required, confidential clients `portico-<provider>`, test users logged in through a
 * plain username + password form, consent granted by itself (these are first-party dev clients).
 */
export async function startOidcProvider(options: OidcProviderOptions = {}): Promise<RunningOidcProvider> {
  const host = options.host ?? '127.0.0.1'
  const users = options.users ?? OIDC_TEST_USERS
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503
    res.end()
  }
  const server = createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`
  // Off the main thread (libuv's pool): an RSA key takes 50-250 ms to find, while the dev stack's other pieces start.
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
  const signingKey = privateKey.export({ format: 'jwk' })
  const redirectUris = [
    'http://127.0.0.1/social/callback',
    'http://localhost/social/callback',
    ...(options.redirectUris ?? []),
  ]

  const configuration: Configuration = {
    adapter: memoryStore(),
    // Lifetimes in seconds, short as befits a test provider (set, so the provider prints no notice on stdout).
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    clients: OIDC_SOCIAL_PROVIDERS.map((provider) => ({
      client_id: oidcClientId(provider),
      client_secret: OIDC_DEV_CLIENT_SECRET,
      application_type: 'native',
      redirect_uris: redirectUris,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The id token itself carries email and name, as the social providers' do; apps/api reads them from it.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const user = users.find((u) => u.sub === sub)
      if (!user) return undefined
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          preferred_username: user.username,
        }),
      }
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['portico-dev-oidc-cookies'] },
    jwks: { keys: [signingKey] },
  }
  const provider = new Provider(issuer, configuration)
  const callback = provider.callback()

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string, login: boolean) => {
    const details = await provider.interactionDetails(req, res)
    const clientId = String(details.params.client_id ?? '')
    const send = (html: string) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(html)
    }
    if (details.prompt.name === 'consent') return grantConsent(req, res, details)
    if (!login) return send(loginPage({ uid, clientId }))
    const form = await formBody(req)
    const user = users.find((u) => u.username === form.get('username') && u.password === form.get('password'))
    if (!user) return send(loginPage({ uid, clientId, error: 'Wrong username or password' }))
    await provider.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false })
  }

  // First-party dev clients: consent is granted for whatever the request asked, without a page.
  const grantConsent = async (
    req: IncomingMessage,
    res: ServerResponse,
    details: Awaited<ReturnType<Provider['interactionDetails']>>,
  ) => {
    const accountId = details.session?.accountId
    const clientId = String(details.params.client_id ?? '')
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId })
    if (!grant) throw new Error('grant not found')
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
    const grantId = await grant.save()
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
  }

  handler = (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(req.url ?? '/', issuer).pathname)
    if (!match?.[1]) {
      callback(req, res)
      return
    }
    const login = match[2] === '/login' && req.method === 'POST'
    interaction(req, res, match[1], login).catch((error: unknown) => {
      res.statusCode = 400
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.end(`Login failed: ${String(error)}`)
    })
  }

  return {
    issuer,
    apiConfig: oidcApiConfig(issuer),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
