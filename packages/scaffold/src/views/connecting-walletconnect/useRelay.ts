import { ALERT_VARIANTS, type AlertKey } from '@portico/common'
import type { AppKitCore } from '@portico/core'
import { useEffect, useSyncExternalStore } from 'react'
import type { RelayPairing, RelayState } from './relay'

const IDLE: RelayState = { status: 'idle' }
const noSubscribe = () => () => undefined
const idle = () => IDLE

export function useRelayState(relay: RelayPairing | undefined): RelayState {
  return useSyncExternalStore(relay?.subscribe ?? noSubscribe, relay?.getState ?? idle, relay?.getState ?? idle)
}

// Views showing a relay's pairing, per relay. A view that unmounts and mounts again at once (StrictMode, a
// re-render of the route) must not drop the pairing it is showing, so the drop waits a tick and looks again.
const shown = new WeakMap<RelayPairing, number>()

/**
 * While mounted, the pairing belongs to this view. When the last view showing it goes away (modal closed, user went
 * back) a waiting pairing is dropped, so the next visit shows a fresh QR; on Telegram and iOS Safari it is kept
 * until it expires (§4), because the user is away in the wallet app and will come back to the same URI.
 */
export function useHoldPairing(relay: RelayPairing | undefined): void {
  useEffect(() => {
    if (!relay) return
    shown.set(relay, (shown.get(relay) ?? 0) + 1)
    return () => {
      shown.set(relay, (shown.get(relay) ?? 1) - 1)
      if (relay.reusesPairing()) return
      setTimeout(() => {
        if ((shown.get(relay) ?? 0) > 0) return
        const status = relay.getState().status
        if (status === 'loading' || status === 'pairing') relay.abandon()
      }, 0)
    }
  }, [relay])
}

/**
 * §8: while a pairing is shown, the relay client's alerts reach the modal (each once per core). This covers a client
 * behind wagmi's WalletConnect connector, whose adapter does not forward them; the WalletConnect-only adapter does.
 */
export function useRelayAlerts(relay: RelayPairing | undefined, core: AppKitCore): void {
  useEffect(() => {
    if (typeof relay?.on !== 'function') return
    return relay.on('alert', ({ key }) => {
      if (Object.hasOwn(ALERT_VARIANTS, key)) core.alerts.showOnce(key as AlertKey)
    })
  }, [relay, core])
}
