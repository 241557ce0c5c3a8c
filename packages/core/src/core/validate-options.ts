import { isCaipNetworkId, PorticoError } from '@portico/common'
import { missingAdapterMethods } from '../adapter/contract'
import type { AppKitOptions } from '../options/options'

/**
 * Start-up checks of §5 that must stop initialisation. A missing project id is not one of them: it shows the
 * PROJECT_ID_NOT_CONFIGURED alert instead (see createAppKitCore).
 */
export function validateOptions(options: AppKitOptions): void {
  const namespaces = options.adapters.map((a) => a.namespace)
  // The siweConfig/siwx conflict only exists when an EVM adapter is present (§5).
  if (options.siweConfig !== undefined && options.siwx !== undefined && namespaces.includes('eip155')) {
    throw new PorticoError('SIWE_AND_SIWX')
  }
  const seen = new Set<string>()
  for (const adapter of options.adapters) {
    if (seen.has(adapter.namespace)) {
      throw new PorticoError('INVALID_OPTIONS', { params: { reason: `two adapters for ${adapter.namespace}` } })
    }
    seen.add(adapter.namespace)
    const missing = missingAdapterMethods(adapter)
    if (missing.length > 0) {
      throw new PorticoError('INVALID_OPTIONS', {
        params: { reason: `the ${adapter.namespace} adapter lacks ${missing.join(', ')}` },
      })
    }
  }
  for (const network of options.networks) {
    if (!isCaipNetworkId(network.caipNetworkId) || !network.caipNetworkId.startsWith(`${network.chainNamespace}:`)) {
      throw new PorticoError('INVALID_CAIP_NETWORK_ID', { params: { value: String(network.caipNetworkId) } })
    }
  }
}
