import type { AlertKey, ChainNamespace } from '@portico/common'
import {
  type AppKitCore,
  AUTH_CONNECTOR_ID,
  type AuthConnectorProvider,
  authFailureOf,
  isAuthConnectorProvider,
} from '@portico/core'

/** The embedded wallet's provider, from the auth connector of any namespace (they share one sign-in). */
export function authProviderOf(core: AppKitCore): AuthConnectorProvider | undefined {
  for (const list of Object.values(core.state.connectors)) {
    const provider = list?.find((c) => c.type === 'auth')?.provider
    if (isAuthConnectorProvider(provider)) return provider
  }
  return undefined
}

/** Namespaces with an auth connector, EVM last so it ends up the active one (the email wallet's first account). */
function authNamespaces(core: AppKitCore): ChainNamespace[] {
  const namespaces = Object.entries(core.state.connectors)
    .filter(([, list]) => list?.some((c) => c.id === AUTH_CONNECTOR_ID))
    .map(([namespace]) => namespace as ChainNamespace)
  return [...namespaces.filter((n) => n !== 'eip155'), ...namespaces.filter((n) => n === 'eip155')]
}

/** After the frame signed in: connects every namespace the embedded wallet serves, then closes the modal. */
export async function connectSignedIn(core: AppKitCore): Promise<void> {
  for (const namespace of authNamespaces(core)) await core.connect({ namespace, connectorId: AUTH_CONNECTOR_ID })
  core.close()
}

const FRAME_ALERTS = new Set<string>(['IFRAME_LOAD_FAILED', 'IFRAME_REQUEST_TIMEOUT'])

/**
 * A frame that failed to load or answer raises its §8 alert; returns the failure (code, attempts left, retry-after)
 * for the view to explain anything else.
 */
export function reportAuthFailure(core: AppKitCore, error: unknown) {
  const failure = authFailureOf(error)
  if (failure && FRAME_ALERTS.has(failure.code)) core.alerts.show(failure.code as AlertKey)
  return failure
}
