import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useMessages } from '../../i18n/LocaleProvider'
import { Spinner } from '../../icons/icons'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Default 'primary'. */
  variant?: ButtonVariant
  /** Default 'md'. */
  size?: 'sm' | 'md'
  /** Shows a spinner, sets aria-busy and blocks clicks while keeping the label for screen readers. */
  loading?: boolean
  fullWidth?: boolean
  /** Icon before the label (mirrors with the text direction). */
  icon?: ReactNode
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  disabled,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const { t } = useMessages()
  return (
    <button
      {...rest}
      type={type}
      part="button"
      className={['portico-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner /> : icon}
      <span>{children}</span>
      {loading && <span className="portico-visually-hidden">{t('common.loading')}</span>}
    </button>
  )
}
