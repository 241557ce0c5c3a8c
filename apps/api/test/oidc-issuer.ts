import { createSign, generateKeyPairSync } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

// A minimal OpenID issuer for apps/api's own tests (the dev stack's real `oidc-provider` lives in @portico/testing,
// which depends on this package): discovery and a token endpoint that answers a code the test issued with an RS256
// id token carrying the claims the test chose. The browser half (login form, consent) is the e2e's job.

export interface IssuedClaims {
  sub: string
  email?: string
  email_verified?: boolean
  preferred_username?: string
}

const b64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url')

export async function startTestIssuer(clientId: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const codes = new Map<string, IssuedClaims>()
  let issuer = ''
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer)
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['RS256'],
      })
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = ''
      for await (const chunk of req) body += String(chunk)
      const form = new URLSearchParams(body)
      const claims = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      if (!claims || form.get('client_id') !== clientId || !form.get('code_verifier')) {
        return json(400, { error: 'invalid_grant' })
      }
      const now = Math.floor(Date.now() / 1000)
      const signingInput = `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url({ iss: issuer, aud: clientId, iat: now, exp: now + 600, ...claims })}`
      const signature = createSign('RSA-SHA256').update(signingInput).sign(privateKey)
      return json(200, { access_token: 'at', token_type: 'Bearer', id_token: `${signingInput}.${b64url(signature)}` })
    }
    json(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let next = 0
  return {
    issuer,
    /** A one-use authorization code that the token endpoint answers with these claims. */
    code(claims: IssuedClaims): string {
      const code = `code-${next++}`
      codes.set(code, claims)
      return code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
