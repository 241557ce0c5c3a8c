import type { DownloadWallet } from '@portico/core'
import { Alert, Button, Skeleton, useMessages, WalletRow } from '@portico/ui'
import { useEffect, useState } from 'react'
import { walletOptionsOf } from '../../connect/walletOptions'
import { useModal } from '../../context/ModalContext'
import { catalogueOf } from '../all-wallets/catalogueClient'
import { downloadWalletOf } from './downloadWallet'

type State = { status: 'loading' | 'error' } | { status: 'ready'; wallets: DownloadWallet[] }

/** AppKit's GetWallet: for a user with no wallet, the catalogue's first wallets; each opens its install links. */
export default function GetWalletView() {
  const { core } = useModal()
  const { t } = useMessages()
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const catalogue = catalogueOf(core)
    const controller = new AbortController()
    const { include, exclude } = walletOptionsOf(core)
    // Without a service: the bundled snapshot of the service's top wallets, with their install links.
    if (!catalogue) {
      import('../all-wallets/walletSnapshot').then(
        (snapshot) =>
          !controller.signal.aborted &&
          setState({
            status: 'ready',
            wallets: snapshot.querySnapshot({ include, exclude }).map((w) => downloadWalletOf(w, () => '')),
          }),
        () => !controller.signal.aborted && setState({ status: 'error' }),
      )
      return () => controller.abort()
    }
    // A retry shows the skeleton again while the catalogue is asked once more.
    if (attempt > 0) setState({ status: 'loading' })
    catalogue
      .fetchWallets({
        page: 1,
        entries: 8,
        ...(include.length > 0 ? { include } : {}),
        ...(exclude.length > 0 ? { exclude } : {}),
        signal: controller.signal,
      })
      .then(
        (response) =>
          setState({
            status: 'ready',
            wallets: response.data.map((wallet) => downloadWalletOf(wallet, catalogue.imageUrl)),
          }),
        () => !controller.signal.aborted && setState({ status: 'error' }),
      )
    return () => controller.abort()
  }, [core, attempt])

  return (
    <div className="portico-stack" data-testid="portico-get-wallet">
      <p className="portico-muted">{t('getWallet.intro')}</p>
      {state.status === 'loading' && (
        <div className="portico-stack" aria-busy="true">
          <span className="portico-visually-hidden">{t('common.loading')}</span>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      )}
      {state.status === 'error' && (
        <Alert
          title={t('getWallet.error')}
          action={
            <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {state.status === 'ready' &&
        (state.wallets.length === 0 ? (
          <p className="portico-muted">{t('getWallet.empty')}</p>
        ) : (
          <ul className="portico-list" aria-label={t('view.GetWallet.title')}>
            {state.wallets.map((wallet) => (
              <li key={wallet.id}>
                <WalletRow
                  name={wallet.name}
                  imageSrc={wallet.imageUrl}
                  onSelect={() => core.router.push('Downloads', { wallet })}
                />
              </li>
            ))}
          </ul>
        ))}
    </div>
  )
}
