/** What one side reports about the EVM connection. */
export interface SideState {
  status: string
  address: string | undefined
  chainId: number | string | undefined
}

// wagmi says 'reconnecting' where Portico's §4 machine says 'connecting' (restoring a stored connection).
const normalStatus = (status: string) => (status === 'reconnecting' ? 'connecting' : status)

/**
 * Whether Portico's hooks and wagmi's own hooks tell the same story: the same status, and once both are connected
 * the same account and chain. Returns the disagreement, or undefined when they agree.
 */
export function disagreement(portico: SideState, wagmi: SideState): string | undefined {
  if (normalStatus(portico.status) !== normalStatus(wagmi.status)) {
    return `status ${portico.status} ≠ ${wagmi.status}`
  }
  if (portico.status !== 'connected') return undefined
  if (portico.address?.toLowerCase() !== wagmi.address?.toLowerCase()) {
    return `address ${portico.address} ≠ ${wagmi.address}`
  }
  if (String(portico.chainId) !== String(wagmi.chainId)) return `chain ${portico.chainId} ≠ ${wagmi.chainId}`
  return undefined
}

/** Every committed render is logged here, so an e2e test can check that the two never disagreed on screen. */
export interface AgreementLog {
  renders: number
  disagreements: { at: number; what: string }[]
  /** performance.now() of the page's first commit (hydration), the start of the reload budget. */
  mountedAt?: number
  /** performance.now() of the first render where both sides said connected (reload timing). */
  firstConnectedAt?: number
}

export function agreementLog(): AgreementLog {
  const holder = globalThis as typeof globalThis & { __porticoEvmLab?: AgreementLog }
  holder.__porticoEvmLab ??= { renders: 0, disagreements: [] }
  return holder.__porticoEvmLab
}
