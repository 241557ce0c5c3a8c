import { PorticoError } from '@portico/common'

/** §9: the social login popup is 600×800. */
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800

/** Window features of the popup: its §9 size, centred over the host window. */
export function socialPopupFeatures(host: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - SOCIAL_POPUP_WIDTH) / 2))
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - SOCIAL_POPUP_HEIGHT) / 2))
  return `popup=yes,width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`
}

/**
 * Opens the popup on the secure site's own loading page. It must happen in the user's click, before anything is
 * awaited, or the browser blocks it; the frame's authorization URL is set on it once the frame answered.
 */
export function openSocialPopup(secureSiteUrl: string, host: Window = window): Window {
  const popup = host.open(
    new URL('/social/loading', secureSiteUrl).toString(),
    'portico-social',
    socialPopupFeatures(host),
  )
  if (!popup) throw new PorticoError('SOCIAL_CONNECTION_FAILED')
  return popup
}
