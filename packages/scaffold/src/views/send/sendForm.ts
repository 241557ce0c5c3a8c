import type { AppKitCore, TokenBalance } from '@portico/core'

// The send form lives in core's `send` state (reset on every network change, §4); core sets the amount
// (`setSendAmount`, §5) and the views set the rest here, as the Account view sets its current tab.

/** The token picked from the Tokens data; a copy, as a snapshot's frozen object would stay frozen in the proxy. */
export function setSendToken(core: AppKitCore, token: TokenBalance | undefined): void {
  core.state.send.token = token && { ...token, quantity: { ...token.quantity } }
}

/** The recipient as typed: an address or a name. */
export function setSendReceiver(core: AppKitCore, receiver: string | undefined): void {
  core.state.send.receiver = receiver
}
