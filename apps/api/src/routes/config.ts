import { Hono } from 'hono'
import { problem } from '../http/problem'
import { sponsoredChainIds } from '../paymaster/policy'
import type { AppEnv } from '../server/context'

/** Project configuration: features, allowed origins, analytics switch. */
export function configRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/appkit/v1/config', (c) => {
    // §3's smartAccountEnabledNetworks: the chains this service has a bundler for. Absent when there is none, so a
    // service without smart accounts answers exactly the features.
    const ctx = c.get('ctx')
    const enabled = ctx.chains.smartAccountChainIds()
    // The chains this project's user operations are sponsored on (ERC-7677 at /paymaster/v1); absent when none.
    const sponsored = sponsoredChainIds(c.get('project'), ctx.options.paymaster, ctx.options.chains ?? [])
    return c.json({
      features: c.get('project').features,
      ...(enabled.length ? { smartAccountEnabledNetworks: enabled } : {}),
      ...(sponsored.length ? { paymasterEnabledNetworks: sponsored } : {}),
    })
  })
  app.get('/getAnalyticsConfig', (c) => c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }))
  app.get('/projects/v1/origins', (c) => {
    const project = c.get('project')
    if (project.originsStatus === 'rate_limited') {
      c.header('Retry-After', '60')
      return problem(c, 429, 'RATE_LIMITED', 'Rate limited on app configuration')
    }
    if (project.originsStatus === 'server_error') {
      return problem(c, 500, 'SERVER_ERROR', 'Failed to get app configuration')
    }
    if (project.originsStatus === 'unverified_domain') {
      return problem(c, 403, 'UNVERIFIED_DOMAIN', 'The domain of this project is not verified')
    }
    return c.json({ allowedOrigins: project.allowedOrigins })
  })
  return app
}
