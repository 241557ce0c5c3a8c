// The page the provider redirects the popup back to: it hands the authorization response to the opener (the host
// page, at the origin recorded when the login started) and closes. The code is useless without the PKCE verifier,
// which never left the frame.
import { authorizationResult, type StoredLogin } from './relay'
import { SOCIAL_STORAGE_KEY } from './storage-key'

function relay(): void {
  const stored = JSON.parse(sessionStorage.getItem(SOCIAL_STORAGE_KEY) ?? 'null') as StoredLogin | null
  sessionStorage.removeItem(SOCIAL_STORAGE_KEY)
  const opener = window.opener as Window | null
  const result = authorizationResult(location.href, stored)
  if (!result || !opener) throw new Error('no login in progress')
  opener.postMessage(result.message, result.targetOrigin)
  window.close()
}

try {
  relay()
} catch (error) {
  const element = document.querySelector('[role="status"]')
  if (element) element.textContent = 'Sign-in could not finish. Close this window and try again.'
  console.error('[portico secure site] social login could not finish', error)
}
