import type { ChainNamespace } from '@portico/common'
import {
  type Connector,
  type ConnectorGroup,
  type ConnectorGroups,
  groupConnectors,
  orderConnectorGroups,
  type WalletEntry,
} from '@portico/core'
import type { WalletBadge } from '@portico/ui'

export interface WalletChoice {
  key: string
  namespace: ChainNamespace
  connectorId: string
  name: string
  imageUrl: string | undefined
  group: ConnectorGroup
  badge: WalletBadge | undefined
  relay: boolean
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
): WalletChoice[] {
  const merged: ConnectorGroups = {}
  const owner = new Map<WalletEntry, Connector>()
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
  return orderConnectorGroups(merged, options).flatMap(({ group, wallets }) =>
    wallets.flatMap((entry) => {
      const connector = owner.get(entry)
      if (!connector) return []
      return [
        {
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
