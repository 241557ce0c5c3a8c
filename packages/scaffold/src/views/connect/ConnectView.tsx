import { isAvailableView } from '@portico/core'
import { isMobileDevice } from '@portico/core/internal'
import { Alert, Button, ListItem, Skeleton, useMessages, WalletRow } from '@portico/ui'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { hasService } from '../../api/serviceOptions'
import { startConnect } from '../../connect/attempts'
import { useFeaturedWallets } from '../../connect/useFeaturedWallets'
import { walletOptionsOf } from '../../connect/walletOptions'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { installedConnectorFor } from '../all-wallets/installedConnector'
import { findRelayTarget } from '../connecting-walletconnect/relay'
import { startRelayPairing } from '../connecting-walletconnect/start-pairing'
import { authProviderOf } from '../email/auth'
import { LegalFooter } from './LegalFooter'
import { MethodIcon } from './MethodIcon'
import { type WalletChoice, walletChoices } from './useWalletGroups'

// Apps whose embedded wallet has no social login never load the social rows' code.
const SocialRows = lazy(() => import('../socials/SocialRows'))

/** §2 Connect: connect methods in core's order, wallet groups in §9 order, recent wallets, an "All wallets" entry. */
export default function ConnectView() {
  const { core, ready } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const ref = useRef<HTMLDivElement>(null)
  const recentIds = useMemo(() => (core.storage.get('recentWallets') ?? []).map((w) => w.id), [core])
  const featured = useFeaturedWallets(core)
  const [unavailable, setUnavailable] = useState<string | null>(null)
  const choices = useMemo(() => {
    const { custom, exclude } = walletOptionsOf(core)
    return walletChoices(
      snap.connectors,
      recentIds,
      {
        order: core.options.connectorTypeOrder,
        excluded: exclude,
        isMobile: isMobileDevice(core.options),
      },
      {
        featured: featured.wallets,
        custom: custom.map((w) => ({ id: w.id, name: w.name, imageUrl: w.image_url })),
      },
    )
  }, [snap.connectors, recentIds, core, featured.wallets])

  // WalletConnect pairs a wallet on another device: it is not a wallet in this browser (issue 20's first-time user
  // sees the QR row, the message and Get a wallet together).
  const noBrowserWallet = choices.every((choice) => choice.group === 'walletConnect')

  const select = (choice: WalletChoice) => {
    if (choice.kind === 'listed') {
      // A featured or custom wallet connects here only when it is installed; otherwise it needs WalletConnect.
      const installed = installedConnectorFor(choice.rdns, snap.connectors)
      if (!installed) return setUnavailable(choice.name)
      setUnavailable(null)
      core.router.push('ConnectingExternal', installed)
      return void startConnect(core, installed)
    }
    if (choice.relay) {
      const relay = findRelayTarget(snap.connectors, snap.chain.activeChain)
      if (relay) startRelayPairing(core, relay)
      else core.router.push('ConnectingWalletConnect')
      return
    }
    const target = { namespace: choice.namespace, connectorId: choice.connectorId, name: choice.name }
    core.router.push('ConnectingExternal', target)
    void startConnect(core, target)
  }
  const features = snap.features
  const auth = authProviderOf(core)
  const socials = Boolean(auth?.connectSocial && features.socials && features.socials.length > 0)
  // The email and social rows lead to the embedded wallet: shown only when the app has one, whose frame loads now
  // (§2 lazy parts).
  const embeddedWallet = features.email || socials ? auth : undefined
  useEffect(() => embeddedWallet?.preload(), [embeddedWallet])
  const loading = !ready && choices.length === 0
  const { allWallets, enableWallets } = core.options
  // AppKit's allWallets: 'HIDE' drops the row, 'ONLY_MOBILE' keeps it for phones (core's check, as its open rules).
  const allWalletsRow = allWallets !== 'HIDE' && (allWallets !== 'ONLY_MOBILE' || isMobileDevice(core.options))

  const methods = core.connectMethodOrder().map((method) => {
    // A method whose views are not in this version is not offered: its row would lead nowhere.
    if (method === 'email') {
      if (!features.email || !isAvailableView('EmailLogin') || !auth) return null
      return (
        <li key="email">
          <ListItem
            label={t('connect.email')}
            icon={<MethodIcon glyph="email" />}
            onClick={() => core.router.push('EmailLogin')}
          />
        </li>
      )
    }
    if (method === 'social') {
      if (!Array.isArray(features.socials) || features.socials.length === 0) return null
      // Farcaster is one of the socials (§9 defaults) but signs in through its own QR view, not a popup.
      const farcaster = features.socials.includes('farcaster') && auth?.farcasterStart && (
        <li key="farcaster">
          <ListItem
            label={t('connect.farcaster')}
            icon={<MethodIcon glyph="farcaster" />}
            onClick={() => core.router.push('ConnectingFarcaster')}
          />
        </li>
      )
      if (!socials) return farcaster || null
      return [
        farcaster,
        <Suspense key="social" fallback={null}>
          <SocialRows core={core} />
        </Suspense>,
      ]
    }
    // enableWallets: false leaves email and social alone (AppKit's), wallets are not listed.
    if (!enableWallets) return null
    if (loading) {
      return (
        <li key="wallet" aria-busy="true">
          <span className="portico-visually-hidden">{t('connect.loadingWallets')}</span>
          <div className="portico-stack">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </div>
        </li>
      )
    }
    return [
      ...choices.map((choice) => (
        <li key={choice.key} data-group={choice.group}>
          <WalletRow
            name={choice.name}
            imageSrc={choice.imageUrl}
            badge={choice.badge}
            onSelect={() => select(choice)}
          />
        </li>
      )),
      // A failed catalogue request would otherwise just hide the featured group: say so, and offer a retry.
      featured.status === 'error' ? (
        <li key="featured-error" data-testid="portico-connect-featured-error">
          <Alert
            title={t('connect.featuredError')}
            action={
              <Button variant="secondary" size="sm" onClick={featured.retry}>
                {t('common.retry')}
              </Button>
            }
          />
        </li>
      ) : null,
      noBrowserWallet ? (
        <li key="none">
          <p className="portico-muted">{t('connect.noWallets')}</p>
        </li>
      ) : null,
      // With no wallet in the browser, a way to get one: the catalogue's install links, so only with a service.
      noBrowserWallet && hasService(core) ? (
        <li key="get-wallet">
          <ListItem
            label={t('getWallet.open')}
            icon={<MethodIcon glyph="getWallet" />}
            onClick={() => core.router.push('GetWallet')}
          />
        </li>
      ) : null,
      allWalletsRow ? (
        <li key="all">
          <ListItem
            label={t('wallet.allWallets')}
            icon={<MethodIcon glyph="allWallets" />}
            onClick={() => core.router.push('AllWallets')}
          />
        </li>
      ) : null,
    ]
  })

  return (
    <div ref={ref} className="portico-stack" data-testid="portico-connect">
      {unavailable !== null && (
        <p role="status" className="portico-muted" data-testid="portico-connect-unavailable">
          {t('allWallets.walletConnectOnly', { name: unavailable })}
        </p>
      )}
      <ul className="portico-list" aria-label={t('connect.wallets')}>
        {methods}
      </ul>
      <LegalFooter terms={core.options.termsConditionsUrl} privacy={core.options.privacyPolicyUrl} />
    </div>
  )
}
