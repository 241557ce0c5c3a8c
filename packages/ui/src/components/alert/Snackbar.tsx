import { type ReactNode, useEffect, useRef } from 'react'
import { useMessages } from '../../i18n/LocaleProvider'
import { CloseIcon } from '../../icons/icons'
import { IconButton } from '../button/IconButton'
import { VARIANT_ICONS } from './Alert'

export type SnackbarVariant = 'success' | 'error' | 'warning' | 'info' | 'loading'

export interface SnackbarProps {
  /** Default 'info'. 'error' is announced at once (role=alert); the rest politely (role=status). */
  variant?: SnackbarVariant
  message: ReactNode
  /** Called by the dismiss button, and after `duration` if set. */
  onDismiss?: () => void
  /** Auto-dismiss after this many ms (needs onDismiss). Default: stays. */
  duration?: number
}

/** A one-line message. Inside the modal it sits in the flow; `Toast` floats it at the bottom. */
export function Snackbar({
  variant = 'info',
  message,
  onDismiss,
  duration,
  floating = false,
}: SnackbarProps & { floating?: boolean }) {
  const { t } = useMessages()
  const dismissRef = useRef(onDismiss)
  dismissRef.current = onDismiss

  useEffect(() => {
    if (duration === undefined) return
    const timer = setTimeout(() => dismissRef.current?.(), duration)
    return () => clearTimeout(timer)
  }, [duration])

  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className="portico-snackbar"
      part={floating ? 'toast' : 'snackbar'}
      data-variant={variant}
      data-floating={floating || undefined}
      aria-busy={variant === 'loading' || undefined}
    >
      <span className="portico-snackbar-icon">{VARIANT_ICONS[variant]}</span>
      <span className="portico-snackbar-message">{message}</span>
      {onDismiss && <IconButton label={t('common.dismiss')} icon={<CloseIcon />} onClick={onDismiss} />}
    </div>
  )
}

/** A Snackbar floating over the bottom of the modal or page. */
export function Toast(props: SnackbarProps) {
  return <Snackbar {...props} floating />
}
