import { useMessages } from '../../i18n/LocaleProvider'
import { ListItem } from './ListItem'
import { WalletImage } from './WalletImage'

export type WalletBadge = 'recent' | 'installed' | 'qr' | 'certified'

export interface WalletRowProps {
  name: string
  imageSrc?: string | undefined
  badge?: WalletBadge | undefined
  /** Secondary line, e.g. 'Connecting…' supplied by the caller from the catalogue. */
  description?: string
  loading?: boolean
  disabled?: boolean
  onSelect?: () => void
}

const BADGE_KEYS = {
  recent: 'wallet.badge.recent',
  installed: 'wallet.badge.installed',
  qr: 'wallet.badge.qr',
  certified: 'wallet.badge.certified',
} as const

export function WalletRow({ name, imageSrc, badge, description, loading, disabled, onSelect }: WalletRowProps) {
  const { t } = useMessages()
  return (
    <ListItem
      part="wallet-row"
      data-wallet={name}
      label={name}
      description={description}
      icon={<WalletImage src={imageSrc} name={name} alt={t('wallet.imageAlt', { name })} />}
      badge={badge ? t(BADGE_KEYS[badge]) : undefined}
      loading={loading}
      disabled={disabled}
      onClick={onSelect}
    />
  )
}
