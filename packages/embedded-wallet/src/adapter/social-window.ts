// The social popup's window, with no import: the lazy stand-in (lazy-wallet.ts) opens it in the user's click from the
// app's initial JS, where importing @portico/common's values would split shared chunks out of the app's entry.

/** §9: the social login popup is 600×800. */
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800

/** Window features of the popup: its §9 size, centred over the host window. */
export function socialPopupFeatures(host: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - SOCIAL_POPUP_WIDTH) / 2))
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - SOCIAL_POPUP_HEIGHT) / 2))
  return `popup=yes,width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`
}

/** The popup on the secure site's own loading page, or null when the browser blocked it. */
export function openSocialWindow(secureSiteUrl: string, host: Window = window): Window | null {
  return host.open(new URL('/social/loading', secureSiteUrl).toString(), 'portico-social', socialPopupFeatures(host))
}
