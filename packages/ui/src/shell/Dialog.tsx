import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { Direction } from '../i18n/catalogue'
import { useMessages } from '../i18n/LocaleProvider'
import { DialogContext, type DialogContextValue } from './DialogContext'
import { activeElementIn, deepActiveElement, tabbableElements } from './focus'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect'

export interface DialogProps {
  open: boolean
  /** Escape, a click on the overlay and the Header's close button call this (only while dismissible). */
  onClose?: () => void
  /** false: Escape and overlay clicks do not close, the Header's close button is disabled. Default true. */
  dismissible?: boolean
  /** Called when the user tried to dismiss a non-dismissible dialog (the scaffold shakes it). */
  onDismissBlocked?: () => void
  /** Plays the 500 ms shake while true; the owner of the modal state turns it off. */
  shake?: boolean
  /** Sets aria-busy while the modal state says loading. */
  busy?: boolean
  /** Accessible name when no Header title is shown. Default: the catalogue's 'modal.label'. */
  label?: string
  /** false for embedded mode: no overlay, no aria-modal, no focus trap. Default true. */
  modal?: boolean
  /** Element to focus on open; otherwise [data-autofocus], then the first tabbable element, then the dialog. */
  initialFocus?: RefObject<HTMLElement | null>
  /** Default: the locale's direction. */
  dir?: Direction
  /** Called after the close animation, when nothing of the dialog is rendered any more. */
  onExited?: () => void
  children?: ReactNode
}

// Matches --portico-duration-dialog; the exit waits this long so the close animation can play.
const EXIT_MS = 150

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

function focusInitial(dialog: HTMLElement, initialFocus: RefObject<HTMLElement | null> | undefined) {
  const target =
    initialFocus?.current ??
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    tabbableElements(dialog)[0] ??
    dialog
  target.focus()
}

export function Dialog({
  open,
  onClose,
  dismissible = true,
  onDismissBlocked,
  shake = false,
  busy = false,
  label,
  modal = true,
  initialFocus,
  dir,
  onExited,
  children,
}: DialogProps) {
  const { t, dir: localeDir } = useMessages()
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const trapping = useRef(false)
  const [titled, setTitled] = useState(false)
  const [prevOpen, setPrevOpen] = useState(open)
  const [exiting, setExiting] = useState(false)

  // Closing keeps the dialog rendered through its exit animation (state adjusted during render, so no frame
  // shows a half-state); reduced motion skips the wait.
  if (prevOpen !== open) {
    setPrevOpen(open)
    setExiting(!open && !prefersReducedMotion())
  }

  useEffect(() => {
    if (open) return
    if (!exiting) return
    const timer = setTimeout(() => setExiting(false), EXIT_MS)
    return () => clearTimeout(timer)
  }, [open, exiting])

  const rendered = open || exiting
  const wasRendered = useRef(rendered)
  useEffect(() => {
    if (wasRendered.current && !rendered) onExited?.()
    wasRendered.current = rendered
  }, [rendered, onExited])

  // Focus that leaves a modal dialog by other means than Tab (a script, a click on the page) is pulled back.
  useIsomorphicLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!open || !modal || !dialog) return
    const doc = dialog.ownerDocument
    const onFocusIn = (event: FocusEvent) => {
      if (trapping.current && !event.composedPath().includes(dialog)) focusInitial(dialog, undefined)
    }
    doc.addEventListener('focusin', onFocusIn)
    return () => doc.removeEventListener('focusin', onFocusIn)
  }, [open, modal])

  // Move focus in on open.
  useIsomorphicLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    if (!openerRef.current) {
      const opener = deepActiveElement(dialog.ownerDocument)
      openerRef.current = opener instanceof HTMLElement && !dialog.contains(opener) ? opener : null
    }
    if (modal || !dialog.contains(activeElementIn(dialog))) focusInitial(dialog, initialFocus)
    trapping.current = true
    return () => {
      trapping.current = false
    }
  }, [open, modal])

  // Give focus back to the opener when closing or unmounting. A passive effect on purpose: React restores the
  // focus it saw before a commit (the shadow host) at the end of the commit, which would undo a restore made in a
  // layout effect.
  useEffect(() => {
    if (!open) return
    return () => {
      const previous = openerRef.current
      openerRef.current = null
      if (previous?.isConnected) previous.focus()
    }
  }, [open])

  const context = useMemo<DialogContextValue>(
    () => ({ titleId, setTitled, onClose, dismissible }),
    [titleId, onClose, dismissible],
  )

  if (!rendered) return null

  const requestClose = () => {
    if (dismissible) onClose?.()
    else onDismissBlocked?.()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      requestClose()
      return
    }
    if (event.key !== 'Tab' || !modal) return
    const dialog = event.currentTarget
    const tabbable = tabbableElements(dialog)
    // Inside a shadow root document.activeElement is the host; ask the root the dialog lives in.
    const active = activeElementIn(dialog)
    const first = tabbable[0]
    const last = tabbable[tabbable.length - 1]
    if (!first || !last) {
      event.preventDefault()
      dialog.focus()
      return
    }
    const outside = !active || !dialog.contains(active) || active === dialog
    if (event.shiftKey && (outside || active === first)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (outside || active === last)) {
      event.preventDefault()
      first.focus()
    }
  }

  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) requestClose()
  }

  const state = open ? 'open' : 'closing'
  const dialog = (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal={modal ? true : undefined}
      aria-labelledby={titled ? titleId : undefined}
      aria-label={titled ? undefined : (label ?? t('modal.label'))}
      aria-busy={busy || undefined}
      dir={dir ?? localeDir}
      tabIndex={-1}
      className="portico-dialog"
      part="dialog"
      data-state={state}
      data-shake={shake || undefined}
      data-embedded={modal ? undefined : ''}
      onKeyDown={onKeyDown}
    >
      <DialogContext.Provider value={context}>{children}</DialogContext.Provider>
    </div>
  )

  if (!modal) return dialog
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only backdrop; Escape is the keyboard equivalent
    <div className="portico-overlay" part="overlay" data-state={state} onMouseDown={onOverlayMouseDown}>
      {dialog}
    </div>
  )
}
