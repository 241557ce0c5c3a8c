import type { ChainNamespace } from '@portico/common'

export const CONNECTOR_TYPES = ['injected', 'announced', 'external', 'multi-chain', 'auth', 'wallet-relay'] as const
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

/** §3 Connector. `provider` is whatever the adapter needs; core never touches it. */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  info?: { rdns?: string }
  provider?: unknown
  /** Set by the adapter when a provider was found on the page (EIP-6963 or window injection). */
  installed?: boolean
}
