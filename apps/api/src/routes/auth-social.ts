import { Hono } from 'hono'
import { authProblem, loginAnswer, withCode } from '../auth/answers'
import { signedInWith, socialUser } from '../auth/merge'
import { DEFAULT_SCOPE, type OidcClients } from '../auth/oidc'
import { SocialTokenBody } from '../auth/schemas'
import { jsonBody, validate } from '../http/problem'
import type { AppEnv } from '../server/context'

/** Social login: what the secure site needs to start an authorization request, and the code exchange. */
export function authSocialRoutes(clients: () => OidcClients): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.get('/auth/v1/social/config', async (c) => {
    const ctx = c.get('ctx')
    const oidc = clients()
    const providers: Record<string, { authorizationEndpoint: string; clientId: string; scope: string }> = {}
    await Promise.all(
      oidc.configured().map(async (provider) => {
        const config = oidc.config(provider)
        if (!config) return
        try {
          const as = await oidc.server(config)
          if (!as.authorization_endpoint) throw new Error('no authorization_endpoint in discovery')
          providers[provider] = {
            authorizationEndpoint: as.authorization_endpoint,
            clientId: config.clientId,
            scope: config.scope ?? DEFAULT_SCOPE,
          }
        } catch (error) {
          // One unreachable issuer leaves the others usable.
          ctx.logger('warn', 'oidc discovery failed', { provider, issuer: config.issuer, error: String(error) })
        }
      }),
    )
    return c.json({ providers })
  })

  app.post('/auth/v1/social/token', async (c) => {
    const ctx = c.get('ctx')
    const raw = await withCode(jsonBody(c))
    if (!raw.ok) return raw.response
    const body = await withCode(validate(c, SocialTokenBody, raw.value, 'social login'))
    if (!body.ok) return body.response
    const { provider, deviceId, ...exchange } = body.value
    const oidc = clients()
    if (!oidc.config(provider)) {
      return authProblem(c, 400, 'PROVIDER_NOT_CONFIGURED', `Social provider ${provider} is not configured`)
    }
    let identity: Awaited<ReturnType<OidcClients['exchange']>>
    try {
      identity = await oidc.exchange(provider, exchange)
    } catch (error) {
      ctx.logger('warn', 'social code exchange failed', { provider, error: String(error) })
      return authProblem(c, 400, 'SOCIAL_LOGIN_FAILED', `The ${provider} login could not be completed`)
    }
    const { user, created } = await socialUser(ctx.store.auth, c.get('project').id, provider, identity, ctx.now())
    const shown = signedInWith(user, provider, identity.username)
    return loginAnswer(c, user, deviceId, created, shown === user ? undefined : shown)
  })

  return app
}
