import type { Connector } from '@portico/core'
import type { Connector as WagmiConnector } from '@wagmi/core'

/** wagmi's generic `injected()` connector (window.ethereum). */
export const INJECTED_CONNECTOR_ID = 'injected'

async function providerOf(connector: WagmiConnector): Promise<unknown> {
  try {
    return await connector.getProvider()
  } catch {
    return undefined
  }
}

/** What an EIP-6963 announcement carries (wagmi's mipd store holds these). */
export interface Announcement {
  info: { rdns: string }
  provider: unknown
}

/**
 * wagmi's connectors as core's: EIP-6963 ones (wagmi names them by their rdns) are 'announced', the generic
 * window.ethereum one is 'injected', the rest 'external'. The injected one is dropped when its provider is one an
 * announced wallet already offers, so the same wallet is never listed twice.
 */
export async function toCoreConnectors(
  connectors: readonly WagmiConnector[],
  announcements: readonly Announcement[] = [],
): Promise<Connector[]> {
  const providers = await Promise.all(connectors.map(providerOf))
  const announcedRdns = new Set(announcements.map((a) => a.info.rdns))
  const announcedProviders = new Set(announcements.map((a) => a.provider))
  const result: Connector[] = []
  connectors.forEach((connector, i) => {
    const provider = providers[i]
    const ownRdns = typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]
    const rdns = ownRdns ?? (announcedRdns.has(connector.id) ? connector.id : undefined)
    const injected = connector.id === INJECTED_CONNECTOR_ID
    if (injected && provider && announcedProviders.has(provider)) return
    result.push({
      id: connector.id,
      name: connector.name,
      type: rdns ? 'announced' : injected || connector.type === 'injected' ? 'injected' : 'external',
      chain: 'eip155',
      ...(connector.icon ? { imageUrl: connector.icon } : {}),
      ...(rdns ? { info: { rdns } } : {}),
      ...(provider ? { provider } : {}),
      installed: provider !== undefined,
    })
  })
  return result
}
