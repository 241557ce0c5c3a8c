import type { AppKitCore, RouteData } from '@portico/core'
import { startConnect } from '../../connect/attempts'
import type { RelayTarget } from './relay'

/**
 * A click that pairs through WalletConnect: the provider's code is asked for first, so its requests go out and it is
 * parsed off the main thread while the view renders (the long pole of the click → QR budget); then the view opens
 * and the pairing starts, in the same click — the view finds the attempt waiting and shows it.
 */
export function startRelayPairing(
  core: AppKitCore,
  target: RelayTarget,
  data?: RouteData['ConnectingWalletConnect'],
): void {
  target.relay.preload?.()
  core.router.push('ConnectingWalletConnect', data)
  void startConnect(core, target)
}
