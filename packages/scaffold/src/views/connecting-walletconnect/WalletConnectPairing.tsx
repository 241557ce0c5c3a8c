import { isMobileDevice } from '@portico/core/internal'
import { Alert, Button, QrCode, Skeleton, Spinner, useMessages } from '@portico/ui'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { attemptsOf, startConnect } from '../../connect/attempts'
import { useCoreSnapshot, useModal, useRouteData } from '../../context/ModalContext'
import { pairingLink } from './pairing-link'
import { findRelayTarget } from './relay'
import { useHoldPairing, useRelayAlerts, useRelayState } from './useRelay'

const QR_SIZE = 240
// Links drawn as buttons: the button styles, without the link underline.
const LINK_STYLE = { textDecoration: 'none' } as const

/**
 * The WalletConnect pairing: starts a connection through the relay connector when shown, then renders the pairing
 * as a QR code (with the chosen wallet's logo), a copy button and the wallet's own links; a rejection or an
 * expired pairing ends with a retry that pairs afresh (new QR). `basic` leaves out the wallet-specific parts.
 */
export function WalletConnectPairing({ basic }: { basic: boolean }) {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const store = attemptsOf(core).connect
  const attempt = useSyncExternalStore(store.subscribe, store.get, store.get)
  const target = findRelayTarget(snap.connectors, snap.chain.activeChain)
  const relay = target?.relay
  const pairing = useRelayState(relay)
  const data = useRouteData('ConnectingWalletConnect')
  const wallet = basic ? undefined : data?.wallet
  // Keyed by URI: a fresh QR starts without the previous one's "Copied".
  const [copy, setCopy] = useState<{ uri: string; result: 'copied' | 'failed' } | undefined>(undefined)
  const retryRef = useRef<HTMLDivElement>(null)
  const namespace = target?.namespace
  const connectorId = target?.connectorId
  const name = target?.name ?? 'WalletConnect'

  useHoldPairing(relay)
  useRelayAlerts(relay, core)

  // Showing the view is the user's request to pair; a pairing already waiting (or reused, §4) is shown as is.
  useEffect(() => {
    if (!namespace || !connectorId) return
    if (attemptsOf(core).connect.get().status === 'waiting') return
    void startConnect(core, { namespace, connectorId, name })
  }, [core, namespace, connectorId, name])

  const status =
    pairing.status === 'rejected' || pairing.status === 'expired'
      ? pairing.status
      : attempt.status === 'rejected'
        ? 'rejected'
        : attempt.status === 'error' || pairing.status === 'error'
          ? 'error'
          : pairing.status
  const ended = status === 'rejected' || status === 'expired' || status === 'error'

  useEffect(() => {
    if (ended) retryRef.current?.querySelector('button')?.focus()
  }, [ended])

  if (!target || !namespace || !connectorId) {
    return (
      <p className="portico-muted" data-testid="portico-walletconnect" data-status="unavailable">
        {t('walletConnect.unavailable')}
      </p>
    )
  }

  const retry = () => void startConnect(core, target)
  const uri = status === 'pairing' ? pairing.uri : undefined
  const mobile = isMobileDevice(core.options)
  const mobileHref = uri && wallet?.mobileLink ? pairingLink(wallet.mobileLink, uri) : undefined
  const desktopHref = uri && wallet?.desktopLink ? pairingLink(wallet.desktopLink, uri) : undefined
  const logo = wallet?.imageUrl ?? snap.connectors[namespace]?.find((c) => c.id === connectorId)?.imageUrl

  const copied = uri && copy?.uri === uri ? copy.result : 'idle'
  const copyUri = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      setCopy({ uri, result: 'copied' })
    } catch {
      setCopy({ uri, result: 'failed' })
    }
  }

  return (
    <div className="portico-stack" data-testid="portico-walletconnect" data-status={status}>
      {(status === 'idle' || status === 'loading') && (
        <div className="portico-status" aria-busy="true" data-testid="portico-wc-qr-loading">
          <span role="status" className="portico-visually-hidden">
            {t('walletConnect.preparing')}
          </span>
          <Skeleton height={QR_SIZE} />
        </div>
      )}
      {uri && (
        <>
          <div
            className="portico-status"
            data-testid="portico-wc-qr"
            data-uri={uri}
            data-expires-at={pairing.expiresAt}
          >
            <QrCode
              value={uri}
              size={QR_SIZE}
              logoSrc={logo}
              label={wallet ? t('qr.labelFor', { name: wallet.name }) : t('qr.label')}
            />
            <p className="portico-status-text">
              {wallet ? t('walletConnect.scanWith', { name: wallet.name }) : t('walletConnect.scan')}
            </p>
          </div>
          {mobile && mobileHref && (
            <a
              className="portico-button"
              data-variant="primary"
              data-full-width
              href={mobileHref}
              data-testid="portico-wc-mobile-link"
              style={LINK_STYLE}
            >
              {t('walletConnect.openMobile', { name: wallet?.name ?? name })}
            </a>
          )}
          {!mobile && desktopHref && (
            <a
              className="portico-button"
              data-variant="secondary"
              data-full-width
              href={desktopHref}
              data-testid="portico-wc-desktop-link"
              style={LINK_STYLE}
            >
              {t('walletConnect.openDesktop', { name: wallet?.name ?? name })}
            </a>
          )}
          <Button variant="secondary" fullWidth onClick={() => void copyUri()}>
            {copied === 'copied' ? t('common.copied') : t('walletConnect.copyLink')}
          </Button>
          {copied === 'failed' && (
            <p role="status" className="portico-muted">
              {t('common.copyFailed')}
            </p>
          )}
          <div role="status" className="portico-visually-hidden">
            {copied === 'copied' ? t('common.copied') : ''}
          </div>
        </>
      )}
      {status === 'connected' && (
        <div role="status" className="portico-status">
          <Spinner />
        </div>
      )}
      {status === 'rejected' && (
        <Alert title={t('message.connectionRejected')}>{t('walletConnect.rejectedText')}</Alert>
      )}
      {status === 'expired' && <Alert title={t('walletConnect.expiredTitle')}>{t('walletConnect.expiredText')}</Alert>}
      {status === 'error' && <Alert title={t('message.failedToConnect')}>{t('walletConnect.errorText')}</Alert>}
      {ended && (
        <div ref={retryRef}>
          <Button variant="primary" fullWidth onClick={retry}>
            {status === 'expired' ? t('walletConnect.newQr') : t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  )
}
