import { localEvm } from '@portico/common/networks'

/** The Cookie header a browser sends after connecting `address` with `storage: cookieStorage()` (core's format). */
export function connectedCookieHeader(address: string, connectorId = 'memory-evm'): string {
  const connection = { connectorId, accounts: [{ address }], caipNetworkId: localEvm.caipNetworkId }
  const namespaces = {
    v: 1,
    data: {
      eip155: {
        connections: [connection],
        currentConnectorId: connectorId,
        status: 'connected',
        caipNetworkId: localEvm.caipNetworkId,
      },
    },
  }
  return `theme=dark; ${encodeURIComponent('appkit/namespaces')}=${encodeURIComponent(JSON.stringify(namespaces))}`
}
