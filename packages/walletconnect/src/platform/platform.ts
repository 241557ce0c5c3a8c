// §4: a wallet pairing is reused until it expires on Telegram and on iOS Safari. There the user leaves for the
// wallet app, and the modal's view is often closed or re-rendered before they come back; a fresh URI would no
// longer match the one the wallet was handed. The waiting pairing lives in the client's memory only (it is not
// persisted), so it survives the view going away and the tab being backgrounded, not a reload of the page.

interface PlatformGlobals {
  navigator?: { userAgent?: string; maxTouchPoints?: number }
  Telegram?: unknown
  TelegramWebviewProxy?: unknown
  TelegramWebviewProxyProto?: unknown
}

export function isTelegram(g: PlatformGlobals = globalThis as PlatformGlobals): boolean {
  return Boolean(g.Telegram || g.TelegramWebviewProxy || g.TelegramWebviewProxyProto)
}

/** iOS (iPadOS reports itself as a Mac with touch) and Safari, not another iOS browser (CriOS, FxiOS, EdgiOS…). */
export function isIosSafari(g: PlatformGlobals = globalThis as PlatformGlobals): boolean {
  const ua = g.navigator?.userAgent ?? ''
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && (g.navigator?.maxTouchPoints ?? 0) > 1)
  const safari = /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua)
  return ios && safari
}

export function reusesPairing(g: PlatformGlobals = globalThis as PlatformGlobals): boolean {
  return isTelegram(g) || isIosSafari(g)
}
