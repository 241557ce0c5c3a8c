import { describe, expect, it } from 'vitest'
import { startAuthServices } from './auth-services'

describe('auth services piece', () => {
  it('starts the SMTP sink and the OIDC provider and gives apps/api their addresses', async () => {
    const services = await startAuthServices()
    try {
      expect(services.apiOptions.smtp).toMatchObject({ host: '127.0.0.1', port: services.sink.smtpPort })
      expect(services.apiOptions.oidc.google).toMatchObject({
        issuer: services.oidc.issuer,
        clientId: 'portico-google',
      })
      const discovery = await fetch(`${services.oidc.issuer}/.well-known/openid-configuration`)
      expect(((await discovery.json()) as { issuer: string }).issuer).toBe(services.oidc.issuer)
      expect(await (await fetch(`${services.sink.mailboxUrl}/messages`)).json()).toEqual([])
    } finally {
      await services.stop()
    }
    await expect(fetch(`${services.oidc.issuer}/.well-known/openid-configuration`)).rejects.toThrow()
  })
})
