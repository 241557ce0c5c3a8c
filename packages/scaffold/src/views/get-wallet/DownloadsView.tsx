import { ListItem, useMessages, WalletImage } from '@portico/ui'
import { useRouteData } from '../../context/ModalContext'
import { downloadLinks } from './downloadWallet'
import GetWalletView from './GetWalletView'

/** AppKit's Downloads: one wallet's install links (extension, app stores, website) as the catalogue lists them. */
export default function DownloadsView() {
  const { t } = useMessages()
  const wallet = useRouteData('Downloads')?.wallet
  // Opened without a wallet (a JavaScript app can): the list to pick one from.
  if (!wallet) return <GetWalletView />
  const links = downloadLinks(wallet)
  return (
    <div className="portico-stack" data-testid="portico-downloads">
      <div className="portico-status">
        <WalletImage src={wallet.imageUrl} name={wallet.name} alt={t('wallet.imageAlt', { name: wallet.name })} />
        <h3 className="portico-status-title">{wallet.name}</h3>
        <p className="portico-status-text">
          {links.length > 0 ? t('downloads.intro', { name: wallet.name }) : t('downloads.none')}
        </p>
      </div>
      {links.length > 0 && (
        <ul className="portico-list" aria-label={wallet.name}>
          {links.map((link) => (
            <li key={link.key}>
              <ListItem
                label={t(link.key)}
                // The store opens beside the app, which stays where it is for when the wallet is installed.
                onClick={() => window.open(link.url, '_blank', 'noopener,noreferrer')}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
