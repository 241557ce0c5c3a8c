import type { CaipNetwork, ChainNamespace } from '@portico/common'

export type SiwxStatus = 'off' | 'checking' | 'needed' | 'signing' | 'error' | 'signedIn'

/** What the modal shows of sign-in: where it stands, the last error, and whether it may be closed (§4). */
export interface SiwxState {
  status: SiwxStatus
  error: string | undefined
  /** §4: the close button is disabled while sign-in is required and the account has no session. */
  closeBlocked: boolean
}

export function createSiwxState(): SiwxState {
  return { status: 'off', error: undefined, closeBlocked: false }
}

export interface Target {
  namespace: ChainNamespace
  address: string
  network: CaipNetwork
}

export interface SiwxFlowDeps {
  close: () => void
  disconnect: (params: { namespace?: ChainNamespace; closeModal?: boolean }) => Promise<void>
  switchNetwork: (network: CaipNetwork, params: { ignoreConfirmation?: boolean }) => Promise<unknown>
}
