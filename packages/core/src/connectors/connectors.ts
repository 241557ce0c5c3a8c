import { CONNECTOR_GROUP_ORDER, type ConnectorGroup } from '../options/options'
import type { Connector } from './types'

/** A wallet shown in a list: a connector found on the page or a catalogue entry. */
export interface WalletEntry {
  id: string
  name: string
  rdns?: string
  installed?: boolean
}

export const BROWSER_WALLET_NAME = 'Browser Wallet'

/** The wallet library's window.ethereum connector (wagmi's `injected()`): a wallet only when a provider is there. */
export const GENERIC_INJECTED_ID = 'injected'

/** §5: excluded wallets match by rdns or name, case-insensitively. */
export function isExcluded(wallet: WalletEntry, excluded: readonly string[]): boolean {
  const keys = excluded.map((e) => e.toLowerCase())
  return (
    keys.includes(wallet.name.toLowerCase()) || (wallet.rdns !== undefined && keys.includes(wallet.rdns.toLowerCase()))
  )
}

/**
 * §5: the generic Browser Wallet entry is hidden on desktop, and on mobile when it has no rdns and is not installed.
 */
export function isBrowserWalletHidden(wallet: WalletEntry, isMobile: boolean): boolean {
  // With nothing on window.ethereum the generic connector is an entry for no wallet ("Injected · Installed" that
  // fails when chosen); with a provider it is the page's one legacy wallet and stays, on desktop too.
  if (wallet.id === GENERIC_INJECTED_ID && !wallet.rdns) return !wallet.installed
  if (wallet.name !== BROWSER_WALLET_NAME) return false
  if (!isMobile) return true
  return !wallet.rdns && !wallet.installed
}

export function toWalletEntry(c: Connector): WalletEntry {
  return {
    id: c.id,
    name: c.name,
    rdns: c.info?.rdns,
    installed: c.installed ?? (c.type === 'injected' || c.type === 'announced'),
  }
}

export type ConnectorGroups = Partial<Record<ConnectorGroup, WalletEntry[]>>

/**
 * §9 group order walletConnect, recent, injected, featured, custom, external, recommended; a configured order
 * overrides it (groups it leaves out follow in default order); empty groups are hidden.
 */
export function orderConnectorGroups(
  groups: ConnectorGroups,
  options: { order?: readonly ConnectorGroup[]; excluded?: readonly string[]; isMobile?: boolean } = {},
): { group: ConnectorGroup; wallets: WalletEntry[] }[] {
  const order = [...(options.order ?? []), ...CONNECTOR_GROUP_ORDER.filter((g) => !options.order?.includes(g))]
  return order
    .map((group) => ({
      group,
      wallets: (groups[group] ?? []).filter(
        (w) => !isExcluded(w, options.excluded ?? []) && !isBrowserWalletHidden(w, options.isMobile ?? false),
      ),
    }))
    .filter((g) => g.wallets.length > 0)
}

/** Sorts the connectors an adapter found into the installed-wallet groups. */
export function groupConnectors(connectors: readonly Connector[], recentIds: readonly string[]): ConnectorGroups {
  const groups: ConnectorGroups = {}
  const add = (group: ConnectorGroup, c: Connector) => {
    groups[group] = [...(groups[group] ?? []), toWalletEntry(c)]
  }
  for (const c of connectors) {
    // The embedded wallet is reached through the email and social rows, never as a wallet of its own.
    if (c.type === 'auth') continue
    if (c.id === 'walletConnect' || c.type === 'wallet-relay') add('walletConnect', c)
    else if (recentIds.includes(c.id)) add('recent', c)
    else if (c.type === 'injected' || c.type === 'announced') add('injected', c)
    else if (c.type === 'external' || c.type === 'multi-chain') add('external', c)
  }
  return groups
}
