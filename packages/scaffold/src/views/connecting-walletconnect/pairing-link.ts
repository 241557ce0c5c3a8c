// Apart from relay.ts: the headless phone opener needs the link, not the relay views' code.

/**
 * A wallet's link that opens the pairing: `https://wallet.example/` → `https://wallet.example/wc?uri=…` (universal
 * link), `wallet://` or `wallet:` → `wallet://wc?uri=…` (native scheme). Anything else (javascript:, data:) is refused.
 */
export function pairingLink(base: string, uri: string): string | undefined {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(base)) return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/)?/i.exec(base)?.[1]
  if (!scheme || /^(javascript|data|vbscript|file|blob)$/i.test(scheme)) return undefined
  const rest = base.slice(base.indexOf(':') + 1).replace(/^\/\//, '')
  const path = rest && !rest.endsWith('/') ? `${rest}/` : rest
  return `${scheme}://${path}wc?uri=${encoded}`
}
