import { useMessages } from '@portico/ui'

/**
 * The service has no NFT holdings call (its history lists NFT transfers, shown under Activity), so this tab says so
 * rather than guessing holdings from transfers.
 */
export function NftsTab() {
  const { t } = useMessages()
  return (
    <p className="portico-status-text" data-testid="portico-nfts-unavailable">
      {t('account.nftsUnavailable')}
    </p>
  )
}
