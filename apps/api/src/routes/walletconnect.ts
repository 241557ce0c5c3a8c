import { Hono } from 'hono'
import type { AppEnv } from '../server/context'

/**
 * The WalletConnect relay this deployment's apps pair through. The SDK asks here (with apiUrl) before it would fall
 * back to WalletConnect's hosted relay, so a deployment with its own relay, or a test stack with a local one, keeps
 * every pairing on its own hosts. An empty answer means the deployment names none.
 */
export function walletConnectRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/appkit/v1/walletconnect', (c) => {
    const relayUrl = c.get('ctx').options.walletConnectRelayUrl
    return c.json(relayUrl ? { relayUrl } : {})
  })
  return app
}
