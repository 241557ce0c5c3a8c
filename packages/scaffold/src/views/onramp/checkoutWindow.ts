/** §9's popup size (the social-login window's), centred on the app's window. */
const WIDTH = 600
const HEIGHT = 800

/** An empty checkout window, opened within the user's click so it is not blocked; null when it is anyway. */
export function openCheckoutWindow(): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - WIDTH) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - HEIGHT) / 2)
  return window.open('', 'portico-onramp-checkout', `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`)
}
