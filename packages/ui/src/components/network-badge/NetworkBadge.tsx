import { useMessages } from '../../i18n/LocaleProvider'
import { WarningIcon } from '../../icons/icons'
import { WalletImage } from '../list-item/WalletImage'

export interface NetworkBadgeProps {
  /** Network name; empty or missing shows the catalogue's 'Unknown Network'. */
  name?: string | undefined
  imageSrc?: string | undefined
  /** The wallet is on a network the app does not support: shown as a warning. */
  unsupported?: boolean
  /** Makes the badge a button (e.g. opens network switching). */
  onClick?: () => void
}

export function NetworkBadge({ name, imageSrc, unsupported = false, onClick }: NetworkBadgeProps) {
  const { t } = useMessages()
  const shown = unsupported ? t('network.unsupported') : name || t('network.unknown')
  const content = (
    <>
      {unsupported ? <WarningIcon /> : <WalletImage src={imageSrc} name={shown} size={20} />}
      <span>{shown}</span>
    </>
  )
  const common = {
    className: 'portico-network-badge',
    part: 'network-badge',
    'data-unsupported': unsupported || undefined,
  }
  if (!onClick) return <span {...common}>{content}</span>
  return (
    <button
      type="button"
      {...common}
      aria-label={`${t('network.label', { name: shown })}. ${t('network.switch')}`}
      onClick={onClick}
    >
      {content}
    </button>
  )
}
