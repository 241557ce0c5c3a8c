/** What apps/api's project configuration says about ERC-4337 (§3 `smartAccountEnabledNetworks`). */
export interface SmartServiceConfig {
  smartAccountEnabledNetworks: readonly number[]
  /** The chains whose user operations the service's ERC-7677 paymaster sponsors for this project. */
  paymasterEnabledNetworks: readonly number[]
}

export interface ServiceRef {
  apiUrl: string
  projectId: string
}

const chainIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []

export async function fetchSmartServiceConfig(service: ServiceRef): Promise<SmartServiceConfig> {
  const url = new URL('/appkit/v1/config', service.apiUrl)
  url.searchParams.set('projectId', service.projectId)
  const body = (await (await fetch(url)).json()) as Record<string, unknown>
  return {
    smartAccountEnabledNetworks: chainIds(body.smartAccountEnabledNetworks),
    paymasterEnabledNetworks: chainIds(body.paymasterEnabledNetworks),
  }
}

/** The service's ERC-7677 endpoint for the project (apps/api `/paymaster/v1`). */
export function paymasterServiceUrl(service: ServiceRef): string {
  const url = new URL('/paymaster/v1', service.apiUrl)
  url.searchParams.set('projectId', service.projectId)
  return url.toString()
}
