import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/LocaleProvider'
import { CheckIcon, CloseIcon, ErrorIcon, InfoIcon, Spinner, WarningIcon } from '../../icons/icons'
import { IconButton } from '../button/IconButton'

export type AlertVariant = 'error' | 'warning' | 'info' | 'success'

export interface AlertProps {
  /** Default 'error'. Errors and warnings are announced at once (role=alert); the rest politely (role=status). */
  variant?: AlertVariant
  title: ReactNode
  children?: ReactNode
  /** Shows a dismiss button. */
  onDismiss?: () => void
  /** e.g. a retry Button. */
  action?: ReactNode
}

export const VARIANT_ICONS = {
  error: <ErrorIcon />,
  warning: <WarningIcon />,
  info: <InfoIcon />,
  success: <CheckIcon />,
  loading: <Spinner />,
}

const isUrgent = (variant: string) => variant === 'error' || variant === 'warning'

/** An inline banner inside the modal, e.g. a §8 alert. */
export function Alert({ variant = 'error', title, children, onDismiss, action }: AlertProps) {
  const { t } = useMessages()
  return (
    <div role={isUrgent(variant) ? 'alert' : 'status'} className="portico-alert" part="alert" data-variant={variant}>
      <span className="portico-alert-icon">{VARIANT_ICONS[variant]}</span>
      <div className="portico-alert-content">
        <p className="portico-alert-title">{title}</p>
        {children && <p className="portico-alert-text">{children}</p>}
        {action}
      </div>
      {onDismiss && <IconButton label={t('common.dismiss')} icon={<CloseIcon />} onClick={onDismiss} />}
    </div>
  )
}
