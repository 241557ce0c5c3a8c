import type { Wallet } from '@portico/blockchain-api'
import { Alert, Button, SearchInput, Skeleton, useMessages } from '@portico/ui'
import { useCallback, useMemo, useState } from 'react'
import { startConnect } from '../../connect/attempts'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { asView } from '../../routes/routes'
import { findRelayTarget, type RelayWallet } from '../connecting-walletconnect/relay'
import { catalogueOf } from './catalogueClient'
import { installedConnectorFor } from './installedConnector'
import { type BadgeFilter, useCatalogue } from './useCatalogue'
import { WalletList } from './WalletList'

/** §2 AllWallets: the service's wallet catalogue, searched, filtered by badge, paged on scroll, virtualized. */
export default function AllWalletsView() {
  const { core, s } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const client = useMemo(() => catalogueOf(core), [core])
  const [search, setSearch] = useState('')
  const [badge, setBadge] = useState<BadgeFilter>('all')
  const [unavailable, setUnavailable] = useState<string | null>(null)
  const catalogue = useCatalogue(client, { search, badge, exclude: core.options.excludeWalletIds })

  const imageUrl = useCallback(
    (wallet: Wallet) => wallet.image_url ?? (wallet.image_id ? client.imageUrl(wallet.image_id) : undefined),
    [client],
  )
  const select = (wallet: Wallet) => {
    const target = installedConnectorFor(wallet.rdns, snap.connectors)
    if (!target) {
      // Not installed here: pair through WalletConnect with this wallet's logo and links, if the app has it.
      if (findRelayTarget(snap.connectors, snap.chain.activeChain)) {
        setUnavailable(null)
        core.router.push('ConnectingWalletConnect', { wallet: relayWalletFromCatalogue(wallet, imageUrl(wallet)) })
        return
      }
      setUnavailable(wallet.name)
      return
    }
    setUnavailable(null)
    core.router.push(asView('ConnectingExternal'), { ...target })
    void startConnect(core, target)
  }

  const { status } = catalogue
  return (
    <div
      className="portico-stack"
      data-testid="portico-all-wallets"
      data-status={status}
      data-provisional={catalogue.provisional || undefined}
    >
      <SearchInput value={search} onValueChange={setSearch} autoFocus />
      <div>
        <Button
          variant={badge === 'certified' ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={badge === 'certified'}
          onClick={() => setBadge((b) => (b === 'certified' ? 'all' : 'certified'))}
        >
          {s('allWallets.certifiedOnly')}
        </Button>
      </div>
      {unavailable !== null && (
        <p role="status" className="portico-muted" data-testid="portico-all-wallets-unavailable">
          {s('allWallets.walletConnectOnly', { name: unavailable })}
        </p>
      )}
      {status === 'loading' && (
        <div aria-busy="true" className="portico-stack" data-testid="portico-all-wallets-loading">
          <span className="portico-visually-hidden" role="status">
            {s('allWallets.loading')}
          </span>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      )}
      {status === 'error' && (
        <>
          <Alert title={s('allWallets.error')} />
          <Button variant="primary" fullWidth onClick={catalogue.retry}>
            {t('common.retry')}
          </Button>
        </>
      )}
      {status === 'ready' && catalogue.wallets.length === 0 && (
        <p className="portico-muted" role="status">
          {s('allWallets.empty')}
        </p>
      )}
      {status === 'ready' && catalogue.wallets.length > 0 && (
        <WalletList
          wallets={catalogue.wallets}
          count={catalogue.count}
          label={s('allWallets.list')}
          loadingMoreLabel={s('allWallets.loadingMore')}
          hasMore={catalogue.hasMore}
          loadingMore={catalogue.loadingMore}
          imageUrl={imageUrl}
          onLoadMore={catalogue.loadMore}
          onSelect={select}
        />
      )}
      {catalogue.moreFailed && (
        <Button variant="secondary" fullWidth onClick={catalogue.loadMore}>
          {s('allWallets.moreFailed')}
        </Button>
      )}
    </div>
  )
}

/** The catalogue entry as the WalletConnect view takes it (router data stays plain values). */
function relayWalletFromCatalogue(wallet: Wallet, imageUrl: string | undefined): RelayWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    ...(imageUrl ? { imageUrl } : {}),
    ...(wallet.mobile_link ? { mobileLink: wallet.mobile_link } : {}),
    ...(wallet.desktop_link ? { desktopLink: wallet.desktop_link } : {}),
  }
}
