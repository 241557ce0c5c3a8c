import { useModal } from '../../context/ModalContext'

/**
 * The service has no NFT holdings call (its history lists NFT transfers, shown under Activity), so this tab says so
 * rather than guessing holdings from transfers.
 */
export function NftsTab() {
  const { s } = useModal()
  return (
    <p className="portico-status-text" data-testid="portico-nfts-unavailable">
      {s('account.nftsUnavailable')}
    </p>
  )
}
