import { deepActiveElement, tabbableElements } from '@portico/ui'
import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * When the view changes while the modal is open, the control that had focus (a wallet row, a network) is gone and
 * focus would fall to the page body, outside the trap. Moves it to the new view's [data-autofocus] or first
 * control, else the dialog. Opening is left to the Dialog, which also remembers the opener for restoring focus.
 */
export function useViewFocus(container: RefObject<HTMLElement | null>, open: boolean, viewKey: string): void {
  const previous = useRef({ open, viewKey })
  useLayoutEffect(() => {
    const was = previous.current
    previous.current = { open, viewKey }
    const element = container.current
    if (!open || !was.open || was.viewKey === viewKey || !element) return
    const dialog = element.closest<HTMLElement>('[role="dialog"]')
    const active = deepActiveElement(element.ownerDocument)
    if (active && active !== dialog && dialog?.contains(active)) return
    const target = element.querySelector<HTMLElement>('[data-autofocus]') ?? tabbableElements(element)[0] ?? dialog
    target?.focus()
  }, [container, open, viewKey])
}
