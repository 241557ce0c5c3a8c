import type { Connection, State } from '@wagmi/core'

// wagmi persists its connections and loads them back before `reconnect` has checked them with the wallet; until then
// they sit in its state beside status 'disconnected' (and stay there while it reconnects). Only connections wagmi
// reports as connected are real, so these two views read wagmi's state through its status.

/** Connections to mirror, or undefined while wagmi is busy (connecting / reconnecting) and has not settled. */
export function settledConnections(state: State): Connection[] | undefined {
  if (state.status === 'connected') return [...state.connections.values()]
  if (state.status === 'disconnected') return []
  return undefined
}

/** Connections requests may use: the settled ones, and the existing ones while another wallet is connecting. */
export function usableConnections(state: State): Connection[] {
  return state.status === 'connected' || state.status === 'connecting' ? [...state.connections.values()] : []
}
