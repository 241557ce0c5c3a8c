import type { ChainNamespace } from '@portico/common'
import type { Connector, ConnectTarget } from '@portico/core'

/**
 * The connector a catalogue wallet is installed as: an injected or announced connector with the same rdns
 * (EIP-6963's wallet id). Anything else can only connect through WalletConnect.
 */
export function installedConnectorFor(
  rdns: string | null | undefined,
  connectors: Partial<Record<ChainNamespace, readonly Connector[]>>,
): ConnectTarget | undefined {
  if (!rdns) return undefined
  const wanted = rdns.toLowerCase()
  for (const list of Object.values(connectors)) {
    const match = list?.find(
      (c) => (c.type === 'announced' || c.type === 'injected') && c.info?.rdns?.toLowerCase() === wanted,
    )
    if (match) return { namespace: match.chain, connectorId: match.id, name: match.name }
  }
  return undefined
}
