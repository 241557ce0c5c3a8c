import type { ChainNamespace } from '@portico/common'
import type { Connector, ConnectorGroup } from '@portico/core'
import { type ConnectorGroups, groupConnectors, orderConnectorGroups, type WalletEntry } from '@portico/core/internal'
import type { WalletBadge } from '@portico/ui'

export interface ConnectorChoice {
  kind: 'connector'
  key: string
  namespace: ChainNamespace
  connectorId: string
  name: string
  imageUrl: string | undefined
  group: ConnectorGroup
  badge: WalletBadge | undefined
  relay: boolean
}

/** A featured (catalogue) or custom wallet: shown in its §9 group; it connects only if installed on the page. */
export interface ListedChoice {
  kind: 'listed'
  key: string
  id: string
  name: string
  rdns: string | undefined
  imageUrl: string | undefined
  group: 'featured' | 'custom'
  badge: WalletBadge | undefined
}

export type WalletChoice = ConnectorChoice | ListedChoice

export interface ListedWallet {
  id: string
  name: string
  rdns?: string | null
  imageUrl?: string
}

const BADGES: Partial<Record<ConnectorGroup, WalletBadge>> = {
  walletConnect: 'qr',
  recent: 'recent',
  injected: 'installed',
}

/**
 * Connectors of every namespace, grouped and ordered by core's §9 rules (configured order, exclusions, Browser
 * Wallet hiding, empty groups hidden). Grouping runs per namespace so a wallet keeps the namespace it connects on.
 */
export function walletChoices(
  connectors: Partial<Record<ChainNamespace, readonly Connector[]>>,
  recentIds: readonly string[],
  options: { order: readonly ConnectorGroup[]; excluded: readonly string[]; isMobile: boolean },
  listed: { featured?: readonly ListedWallet[]; custom?: readonly ListedWallet[] } = {},
): WalletChoice[] {
  const merged: ConnectorGroups = {}
  const owner = new Map<WalletEntry, Connector>()
  const listedOf = new Map<WalletEntry, ListedWallet>()
  for (const [namespace, list] of Object.entries(connectors) as [ChainNamespace, readonly Connector[]][]) {
    const groups = groupConnectors(list, recentIds)
    for (const [group, entries] of Object.entries(groups) as [ConnectorGroup, WalletEntry[]][]) {
      for (const entry of entries) {
        const connector =
          list.find((c) => c.id === entry.id && c.chain === namespace) ?? list.find((c) => c.id === entry.id)
        if (connector) owner.set(entry, connector)
      }
      merged[group] = [...(merged[group] ?? []), ...entries]
    }
  }
  // A featured wallet already shown as installed is not listed twice.
  const shownRdns = new Set([...owner.values()].flatMap((c) => (c.info?.rdns ? [c.info.rdns.toLowerCase()] : [])))
  for (const group of ['featured', 'custom'] as const) {
    for (const wallet of listed[group] ?? []) {
      if (wallet.rdns && shownRdns.has(wallet.rdns.toLowerCase())) continue
      const entry: WalletEntry = { id: wallet.id, name: wallet.name, ...(wallet.rdns ? { rdns: wallet.rdns } : {}) }
      listedOf.set(entry, wallet)
      merged[group] = [...(merged[group] ?? []), entry]
    }
  }
  return orderConnectorGroups(merged, options).flatMap(({ group, wallets }) =>
    wallets.flatMap((entry): WalletChoice[] => {
      const wallet = listedOf.get(entry)
      if (wallet && (group === 'featured' || group === 'custom')) {
        return [
          {
            kind: 'listed',
            key: `${group}:${wallet.id}`,
            id: wallet.id,
            name: wallet.name,
            rdns: wallet.rdns ?? undefined,
            imageUrl: wallet.imageUrl,
            group,
            badge: BADGES[group],
          },
        ]
      }
      const connector = owner.get(entry)
      if (!connector) return []
      return [
        {
          kind: 'connector',
          key: `${connector.chain}:${connector.id}`,
          namespace: connector.chain,
          connectorId: connector.id,
          name: connector.name,
          imageUrl: connector.imageUrl,
          group,
          badge: BADGES[group],
          relay: group === 'walletConnect',
        },
      ]
    }),
  )
}
