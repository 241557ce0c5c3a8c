// The page the provider redirects the popup back to: it hands the authorization response to the opener (the host
// page, at the origin recorded when the login started) and closes. The code is useless without the PKCE verifier,
// which never left the frame.
import { SOCIAL_STORAGE_KEY } from './storage-key'

function relay(): void {
  const params = new URL(location.href).searchParams
  const stored = JSON.parse(sessionStorage.getItem(SOCIAL_STORAGE_KEY) ?? 'null') as {
    state: string
    origin: string
  } | null
  sessionStorage.removeItem(SOCIAL_STORAGE_KEY)
  const opener = window.opener as Window | null
  if (!stored || !opener) throw new Error('no login in progress')
  const state = params.get('state') ?? ''
  const code = params.get('code')
  const error = params.get('error')
  const payload =
    state !== stored.state
      ? { error: 'state_mismatch' }
      : code
        ? { code, state }
        : { error: (error ?? 'no_code').slice(0, 200) }
  opener.postMessage({ type: 'SOCIAL_RESULT', id: stored.state, payload }, stored.origin)
  window.close()
}

try {
  relay()
} catch (error) {
  const element = document.querySelector('[role="status"]')
  if (element) element.textContent = 'Sign-in could not finish. Close this window and try again.'
  console.error('[portico secure site] social login could not finish', error)
}
