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

/**
 * wagmi's connectors as core's: EIP-6963 ones (they carry an rdns) are 'announced', the generic one is 'injected',
 * the rest 'external'. The injected one is dropped when its provider is one an announced wallet already offers.
 */
export async function toCoreConnectors(connectors: readonly WagmiConnector[]): Promise<Connector[]> {
  const providers = await Promise.all(connectors.map(providerOf))
  const announcedProviders = new Set(providers.filter((p, i) => p && connectors[i]?.rdns))
  const result: Connector[] = []
  connectors.forEach((connector, i) => {
    const provider = providers[i]
    const rdns = typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]
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
