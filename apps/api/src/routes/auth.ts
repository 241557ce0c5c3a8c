import { Hono } from 'hono'
import { FarcasterLogins } from '../auth/farcaster'
import { createMailer } from '../auth/mailer'
import { OidcClients } from '../auth/oidc'
import type { Mailer } from '../auth/options'
import type { AppEnv } from '../server/context'
import type { ApiOptions } from '../server/options'
import { authEmailRoutes } from './auth-email'
import { authFarcasterRoutes } from './auth-farcaster'
import { authSessionRoutes } from './auth-session'
import { authSocialRoutes } from './auth-social'

/** /auth/v1/*: the embedded wallet's auth side (issue 16, docs/embedded-wallet.md). */
export function authRoutes(options: ApiOptions): Hono<AppEnv> {
  let mailer: Mailer | undefined
  let clients: OidcClients | undefined
  const getMailer = () => {
    mailer ??= createMailer(options)
    return mailer
  }
  const getClients = () => {
    clients ??= new OidcClients(options.oidc ?? {})
    return clients
  }
  let farcaster: FarcasterLogins | undefined
  const getFarcaster = () => {
    if (options.farcaster) farcaster ??= new FarcasterLogins(options.farcaster)
    return farcaster
  }
  const app = new Hono<AppEnv>()
  app.route('/', authEmailRoutes(getMailer))
  app.route('/', authFarcasterRoutes(getFarcaster))
  app.route('/', authSocialRoutes(getClients))
  app.route('/', authSessionRoutes(getMailer))
  return app
}
