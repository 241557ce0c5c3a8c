export interface AnnouncedInfo {
  uuid: string
  name: string
  /** A data: URI, so nothing is fetched from outside the machine. */
  icon: string
  rdns: string
}

/**
 * Announces a provider over EIP-6963 on `target` (the page's window) after `delayMs`, as an extension that loads
 * late does: before then it does not answer `eip6963:requestProvider` either. Announcing the same provider again
 * with another rdns is the "announced twice" fault. Returns a function that stops it.
 */
export function announceProvider(target: EventTarget, info: AnnouncedInfo, provider: unknown, delayMs = 0): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  let live = true
  const start = () => {
    if (!live) return
    target.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
  const timer = delayMs > 0 ? setTimeout(start, delayMs) : undefined
  if (delayMs <= 0) start()
  return () => {
    live = false
    clearTimeout(timer)
    target.removeEventListener('eip6963:requestProvider', announce)
  }
}
