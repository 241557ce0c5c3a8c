import { hasService } from '../../api/serviceOptions'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'

/**
 * The account a purchase goes to, or why there is none: the on-ramp feature is off (§3 flag, AppKit's
 * `features.onramp`), or there is no service, no connected EVM address (on-ramp delivers to eip155 addresses here).
 */
export function useBuyAccount() {
  const { core } = useModal()
  const snap = useCoreSnapshot()
  const namespace = snap.chain.activeChain
  const record = namespace ? snap.chain.chains[namespace] : undefined
  const address = record?.accountState.address
  const network = record?.networkState.caipNetwork
  const blocked: 'disabled' | 'unavailable' | undefined = !snap.features.onramp
    ? 'disabled'
    : !hasService(core) || namespace !== 'eip155' || !address || !network
      ? 'unavailable'
      : undefined
  return {
    blocked,
    address,
    chainId: network ? String(network.id) : undefined,
    balance: record?.accountState.balance,
    balanceSymbol: record?.accountState.balanceSymbol,
  }
}
