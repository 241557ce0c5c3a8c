// The social login popup's first page: it builds the provider's authorization request (code + PKCE S256, state and
// nonce made by the frame) from apps/api's social config, remembers where to return the answer, and goes there.
import { SocialProviderSchema } from '@portico/embedded-wallet/protocol'
import * as v from 'valibot'
import { SOCIAL_STORAGE_KEY } from './storage-key'

const status = (text: string) => {
  const element = document.querySelector('[role="status"]')
  if (element) element.textContent = text
}

async function start(): Promise<void> {
  const params = new URL(location.href).searchParams
  const api = document.querySelector('meta[name="portico-popup"]')?.getAttribute('content')
  const provider = v.parse(SocialProviderSchema, params.get('provider'))
  const [projectId, origin, state, nonce, challenge] = ['projectId', 'origin', 'state', 'nonce', 'code_challenge'].map(
    (name) => params.get(name) ?? '',
  )
  if (!api || !projectId || !origin || !state || !nonce || !challenge) throw new Error('missing parameters')
  const configUrl = new URL('/auth/v1/social/config', api)
  configUrl.searchParams.set('projectId', projectId)
  const response = await fetch(configUrl)
  if (!response.ok) throw new Error(`social config answered ${response.status}`)
  const { providers } = (await response.json()) as {
    providers: Record<string, { authorizationEndpoint: string; clientId: string; scope: string } | undefined>
  }
  const config = providers[provider]
  if (!config) throw new Error(`${provider} is not configured`)
  const authorize = new URL(config.authorizationEndpoint)
  for (const [key, value] of Object.entries({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: `${location.origin}/social/callback`,
    scope: config.scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }))
    authorize.searchParams.set(key, value)
  sessionStorage.setItem(SOCIAL_STORAGE_KEY, JSON.stringify({ state, origin }))
  location.replace(authorize.toString())
}

start().catch((error: unknown) => {
  status('Sign-in could not start. Close this window and try again.')
  console.error('[portico secure site] social login could not start', error)
})
