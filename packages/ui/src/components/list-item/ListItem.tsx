import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useMessages } from '../../i18n/LocaleProvider'
import { Spinner } from '../../icons/icons'

export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: ReactNode
  description?: ReactNode
  /** Leading visual: a WalletImage, an Avatar, an icon. */
  icon?: ReactNode
  /** Short tag after the label, e.g. 'Recent'. */
  badge?: ReactNode
  /** Trailing content, e.g. a chevron or a balance. */
  end?: ReactNode
  loading?: boolean
  /** ::part name. Default 'list-item'. */
  part?: string
}

/** A full-width row button: the building block of every list in the modal. */
export function ListItem({
  label,
  description,
  icon,
  badge,
  end,
  loading = false,
  disabled,
  part = 'list-item',
  className,
  ...rest
}: ListItemProps) {
  const { t } = useMessages()
  return (
    <button
      type="button"
      {...rest}
      part={part}
      className={['portico-list-item', className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {icon && <span className="portico-list-item-icon">{icon}</span>}
      <span className="portico-list-item-text">
        <span className="portico-list-item-label">{label}</span>
        {description && <span className="portico-list-item-description">{description}</span>}
      </span>
      {badge && (
        <span className="portico-badge" part="badge">
          {badge}
        </span>
      )}
      {loading ? (
        <>
          <Spinner />
          <span className="portico-visually-hidden">{t('common.loading')}</span>
        </>
      ) : (
        end
      )}
    </button>
  )
}
