import { DEV_PROJECT_ID } from '@portico/api'
import { describe, expect, it } from 'vitest'
import { codeInMail } from '../smtp-sink'
import { startDevStack } from './start-dev-stack'

// The dev stack's embedded-wallet stand-ins are started and wired into apps/api: a code requested from the api
// arrives in the stack's mailbox, and the api's social config points at the stack's OIDC provider.
describe('dev stack auth services', { timeout: 60_000 }, () => {
  it('starts the SMTP sink and the OIDC provider and configures apps/api with them', async () => {
    const site = 'http://127.0.0.1:5198'
    const stack = await startDevStack({
      log: false,
      evm: false,
      solana: false,
      relay: false,
      handleSignals: false,
      secureSiteOrigins: [site],
    })
    try {
      expect(stack.urls.smtp).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
      expect(stack.urls.mailbox).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(stack.urls.oidc).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const q = `projectId=${DEV_PROJECT_ID}`
      const otp = await fetch(`${stack.urls.api}/auth/v1/email/otp?${q}`, {
        method: 'POST',
        headers: { origin: site, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'stack@portico.test', deviceId: 'd' }),
      })
      expect(otp.status).toBe(200)
      const listed = (await (await fetch(`${stack.urls.mailbox}/messages?to=stack@portico.test`)).json()) as {
        text: string
      }[]
      expect(listed).toHaveLength(1)
      expect(codeInMail(listed[0] ?? { text: '' })).toMatch(/^\d{6}$/)
      expect(stack.smtpSink?.messages('stack@portico.test')).toHaveLength(1)
      const config = (await (await fetch(`${stack.urls.api}/auth/v1/social/config?${q}`)).json()) as {
        providers: Record<string, { authorizationEndpoint: string }>
      }
      expect(config.providers.x?.authorizationEndpoint.startsWith(stack.urls.oidc ?? '-')).toBe(true)
    } finally {
      await stack.stop()
    }
  })
})
