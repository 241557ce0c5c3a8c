// §2: a Telegram mini-app sends the user back to the page with a `result_uri` query parameter. The page has no URL
// routes of its own, so the parameter is read once at start-up and then taken out of the address bar (the other
// parameters and the hash stay), so a reload or a shared link does not replay the return.

export const RESULT_URI_PARAM = 'result_uri'
/** Dispatched on `window` when the page was opened by a return from a Telegram mini-app; `detail` is the URI. */
export const TELEGRAM_RETURN_EVENT = 'portico:telegram-return'

interface AddressBar {
  location: { href: string }
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string | URL | null): void }
}

/** Reads `result_uri` from the address and removes it from the address bar; undefined when it is not there. */
export function takeResultUri(win: AddressBar): string | undefined {
  const url = new URL(win.location.href)
  const value = url.searchParams.get(RESULT_URI_PARAM)
  if (value === null) return undefined
  url.searchParams.delete(RESULT_URI_PARAM)
  // Same document, same history entry: only the address changes, the app's own history state is kept.
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  return value
}
