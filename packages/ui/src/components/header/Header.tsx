import { type ReactNode, useEffect } from 'react'
import { useMessages } from '../../i18n/LocaleProvider'
import { BackIcon, CloseIcon } from '../../icons/icons'
import { useDialog } from '../../shell/DialogContext'
import { IconButton } from '../button/IconButton'

export interface HeaderProps {
  title: ReactNode
  /** Shows a back button when given. */
  onBack?: () => void
  /** Close handler; defaults to the enclosing Dialog's onClose. No handler, no close button. */
  onClose?: () => void
  /** Disables the close button (e.g. while sign-in is required, §4). Default: the Dialog is not dismissible. */
  closeDisabled?: boolean
  /** Extra controls before the close button (e.g. a help button). */
  actions?: ReactNode
}

/** The modal's title bar. Inside a Dialog its title labels the dialog (aria-labelledby). */
export function Header({ title, onBack, onClose, closeDisabled, actions }: HeaderProps) {
  const { t } = useMessages()
  const dialog = useDialog()
  const setTitled = dialog?.setTitled
  const close = onClose ?? dialog?.onClose
  const disabled = closeDisabled ?? (dialog ? !dialog.dismissible : false)

  useEffect(() => {
    if (!setTitled) return
    setTitled(true)
    return () => setTitled(false)
  }, [setTitled])

  return (
    <div className="portico-header" part="header">
      <span className="portico-header-side">
        {onBack && <IconButton part="back-button" label={t('common.back')} icon={<BackIcon />} onClick={onBack} />}
      </span>
      <h2 className="portico-header-title" part="title" id={dialog?.titleId}>
        {title}
      </h2>
      <span className="portico-header-side portico-header-end">
        {actions}
        {close && (
          <IconButton
            part="close-button"
            label={t('common.close')}
            icon={<CloseIcon />}
            onClick={close}
            disabled={disabled}
          />
        )}
      </span>
    </div>
  )
}
