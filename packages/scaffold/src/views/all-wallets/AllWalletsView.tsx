import type { Wallet } from '@portico/blockchain-api'
import type { PairingWallet } from '@portico/core'
import { Alert, Button, SearchInput, Skeleton, useMessages, WalletRow } from '@portico/ui'
import { useCallback, useMemo, useState } from 'react'
import { startConnect } from '../../connect/attempts'
import { walletOptionsOf } from '../../connect/walletOptions'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { findRelayTarget } from '../connecting-walletconnect/relay'
import { startRelayPairing } from '../connecting-walletconnect/start-pairing'
import { catalogueOf } from './catalogueClient'
import { installedConnectorFor } from './installedConnector'
import { type BadgeFilter, useCatalogue } from './useCatalogue'
import { useWalletSnapshot } from './useWalletSnapshot'
import { WalletList } from './WalletList'

/**
 * §2 AllWallets: the service's wallet catalogue, searched, filtered by badge, paged on scroll, virtualized. Without
 * a configured service the app's own wallets still show, the view says the catalogue is not configured, and a
 * bundled snapshot of the service's top wallets is listed (loaded only then).
 */
export default function AllWalletsView() {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const client = useMemo(() => catalogueOf(core), [core])
  const [search, setSearch] = useState('')
  const [badge, setBadge] = useState<BadgeFilter>('all')
  const [unavailable, setUnavailable] = useState<{ name: string; homepage?: string | undefined } | null>(null)
  const options = walletOptionsOf(core)
  const catalogue = useCatalogue(client, { search, badge, exclude: options.exclude, include: options.include })
  // customWallets are the app's own entries, not the catalogue's: listed first, filtered by the same search.
  const needle = search.trim().toLowerCase()
  const custom = options.custom.filter((w) => badge === 'all' && (!needle || w.name.toLowerCase().includes(needle)))

  const imageUrl = useCallback(
    (wallet: Wallet) => wallet.image_url ?? (wallet.image_id && client ? client.imageUrl(wallet.image_id) : undefined),
    [client],
  )
  const select = (wallet: Wallet) => {
    const target = installedConnectorFor(wallet.rdns, snap.connectors)
    if (!target) {
      // Not installed here: pair through WalletConnect with this wallet's logo and links, if the app has it.
      const relay = findRelayTarget(snap.connectors, snap.chain.activeChain)
      if (relay) {
        setUnavailable(null)
        startRelayPairing(core, relay, { wallet: relayWalletFromCatalogue(wallet, imageUrl(wallet)) })
        return
      }
      setUnavailable(wallet)
      return
    }
    setUnavailable(null)
    core.router.push('ConnectingExternal', target)
    void startConnect(core, target)
  }

  const { status } = catalogue
  const snapshot = useWalletSnapshot(status === 'unconfigured')
  const popular = snapshot?.querySnapshot({ search, include: options.include, exclude: options.exclude }) ?? []
  return (
    <div
      className="portico-stack"
      data-testid="portico-all-wallets"
      data-status={status}
      data-provisional={catalogue.provisional || undefined}
    >
      <SearchInput value={search} onValueChange={setSearch} autoFocus />
      {/* The badge filter is the catalogue's: without one there is nothing to filter. */}
      {status !== 'unconfigured' && (
        <div>
          <Button
            variant={badge === 'certified' ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={badge === 'certified'}
            onClick={() => setBadge((b) => (b === 'certified' ? 'all' : 'certified'))}
          >
            {t('allWallets.certifiedOnly')}
          </Button>
        </div>
      )}
      {unavailable !== null && (
        <p role="status" className="portico-muted" data-testid="portico-all-wallets-unavailable">
          {t('allWallets.walletConnectOnly', { name: unavailable.name })}
        </p>
      )}
      {/* Not a dead end: the wallet's own site, where it can be installed (the catalogue's link, opened by the user). */}
      {unavailable?.homepage && (
        <a className="portico-link" href={unavailable.homepage} target="_blank" rel="noopener noreferrer">
          {t('allWallets.getWallet', { name: unavailable.name })}
        </a>
      )}
      {custom.length > 0 && (
        <ul className="portico-list" aria-label={t('allWallets.custom')} data-testid="portico-all-wallets-custom">
          {custom.map((wallet) => (
            <li key={wallet.id} data-group="custom">
              <WalletRow name={wallet.name} imageSrc={wallet.image_url} onSelect={() => setUnavailable(wallet)} />
            </li>
          ))}
        </ul>
      )}
      {status === 'unconfigured' && (
        <p className="portico-muted" role="status" data-testid="portico-all-wallets-unconfigured">
          {t('allWallets.notConfigured')}
        </p>
      )}
      {popular.length > 0 && (
        <ul className="portico-list" aria-label={t('allWallets.popular')} data-testid="portico-all-wallets-snapshot">
          {popular.map((wallet) => (
            <li key={wallet.id}>
              <WalletRow name={wallet.name} onSelect={() => select(wallet)} />
            </li>
          ))}
        </ul>
      )}
      {status === 'loading' && (
        <div aria-busy="true" className="portico-stack" data-testid="portico-all-wallets-loading">
          <span className="portico-visually-hidden" role="status">
            {t('allWallets.loading')}
          </span>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      )}
      {status === 'error' && (
        <>
          <Alert title={t('allWallets.error')} />
          <Button variant="primary" fullWidth onClick={catalogue.retry}>
            {t('common.retry')}
          </Button>
        </>
      )}
      {status === 'ready' && catalogue.wallets.length === 0 && (
        <p className="portico-muted" role="status">
          {t('allWallets.empty')}
        </p>
      )}
      {status === 'ready' && catalogue.wallets.length > 0 && (
        <WalletList
          wallets={catalogue.wallets}
          count={catalogue.count}
          label={t('allWallets.list')}
          loadingMoreLabel={t('allWallets.loadingMore')}
          hasMore={catalogue.hasMore}
          loadingMore={catalogue.loadingMore}
          imageUrl={imageUrl}
          onLoadMore={catalogue.loadMore}
          onSelect={select}
        />
      )}
      {catalogue.moreFailed && (
        <Button variant="secondary" fullWidth onClick={catalogue.loadMore}>
          {t('allWallets.moreFailed')}
        </Button>
      )}
    </div>
  )
}

/** The catalogue entry as the WalletConnect view takes it (router data stays plain values). */
function relayWalletFromCatalogue(wallet: Wallet, imageUrl: string | undefined): PairingWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    ...(imageUrl ? { imageUrl } : {}),
    ...(wallet.mobile_link ? { mobileLink: wallet.mobile_link } : {}),
    ...(wallet.desktop_link ? { desktopLink: wallet.desktop_link } : {}),
  }
}
