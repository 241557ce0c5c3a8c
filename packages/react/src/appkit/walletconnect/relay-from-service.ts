/**
 * The relay the app's own service names (apps/api `GET /appkit/v1/walletconnect`). With an apiUrl its answer
 * decides: a failed request fails the pairing (the next one asks again) rather than falling back to another host.
 */
export async function relayFromService(apiUrl: string, projectId: string): Promise<string | undefined> {
  const url = new URL('appkit/v1/walletconnect', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`)
  url.searchParams.set('projectId', projectId)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The service answered ${response.status} for its WalletConnect relay`)
  const body = (await response.json()) as { relayUrl?: unknown }
  const relayUrl = body?.relayUrl
  if (relayUrl === undefined) return undefined
  if (typeof relayUrl !== 'string' || !/^wss?:\/\//.test(relayUrl))
    throw new Error('The service named a relay that is not a WebSocket URL')
  return relayUrl
}
