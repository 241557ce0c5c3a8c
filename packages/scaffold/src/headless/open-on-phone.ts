import type { AppKitCore } from '@portico/core'
import { isMobileDevice } from '@portico/core/internal'
import { pairingLink } from '../views/connecting-walletconnect/pairing-link'
import type { RelayState } from '../views/connecting-walletconnect/relay'

/** What is read of the WalletConnect client: its pairing state as it changes. */
export interface PairingSource {
  getState(): Pick<RelayState, 'status' | 'uri'>
  subscribe(listener: () => void): () => void
}

/**
 * A custom scheme hands the page to the app and the page stays; a universal link is a web address, so it opens beside
 * the page (a blocked pop-up falls back to leaving the page for it).
 */
export function openLink(href: string): void {
  if (/^https?:/i.test(href) && window.open(href, '_blank', 'noopener,noreferrer')) return
  window.location.assign(href)
}

/**
 * On a phone, opens the wallet's mobile link with the pairing URI as soon as the client has one: the headless
 * `connect(wallet)` has no view whose "Open" button the user could tap. The link is made as the pairing view makes
 * it. Returns a function that stops waiting; nothing happens on a desktop or for a wallet without a mobile link.
 */
export function openWalletOnPhone(
  core: AppKitCore,
  mobileLink: string | undefined,
  relay: PairingSource,
  open: (href: string) => void = openLink,
): () => void {
  if (!mobileLink || !isMobileDevice(core.options)) return () => {}
  let waiting = true
  let unsubscribe: (() => void) | undefined
  const stop = () => {
    waiting = false
    unsubscribe?.()
  }
  const follow = () => {
    const { status, uri } = relay.getState()
    if (!waiting || status !== 'pairing' || !uri) return
    stop()
    const href = pairingLink(mobileLink, uri)
    if (href) open(href)
  }
  unsubscribe = relay.subscribe(follow)
  follow()
  return stop
}
