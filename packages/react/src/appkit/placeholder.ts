import type { AppKitCore } from '@portico/core'
import { pageMessages, resolveLocale, themeVariablesToStyle } from '@portico/scaffold/messages'
import type { KitState } from './createAppKit'
import { createFirstFrame, type FirstFrame } from './firstFrame'

/**
 * The placeholder dialog of one kit (issue 22): every open shows it in its own task — before the modal's code has
 * arrived, and while the mounted modal renders the real dialog in a task after that frame — until the real dialog
 * of that open has committed. Built once, on idle or at the first open, and hidden between opens (firstFrame.ts says
 * why); its look is set when it is built and kept up to date, so an open only has to show it.
 */
export function createPlaceholder(core: AppKitCore, getKitState: () => KitState, enabled: boolean) {
  let frame: FirstFrame | undefined
  // Whether the real dialog of the current open has been committed.
  let replaced = false

  function setLook(target: FirstFrame): void {
    const { router, theme } = core.state
    const dark =
      theme.themeMode === 'dark' ||
      (theme.themeMode === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches)
    const { locale, themeVariables } = getKitState()
    // The Connect view's title is the connect button's label, which the page's catalogue has in every locale (ui's
    // i18n test keeps the two equal); other views' titles load with the modal, so they get the skeleton alone.
    const title = router.view === 'Connect' ? pageMessages[resolveLocale(locale)]['button.connect'] : ''
    target.setLook(title, dark ? 'dark' : 'light', themeVariablesToStyle(themeVariables) as Record<string, string>)
  }
  function build(): FirstFrame {
    if (!frame) {
      frame = createFirstFrame(() => core.close())
      setLook(frame)
    }
    return frame
  }
  const hide = () => frame?.hide()

  return {
    /** Builds it (hidden), if it is not yet. */
    build,
    /** Shows it while the modal is open and its real dialog has not replaced it. */
    show(): void {
      if (replaced || !core.state.modal.open || !enabled) return
      // A frame built earlier gets the look of this open (the view, locale or theme may have changed since).
      if (frame) setLook(frame)
      build().show()
    },
    /** Hides it until the next show (a failed load, a destroyed kit). */
    hide,
    /** The real dialog of this open has committed. */
    replaced(): void {
      replaced = true
      hide()
    },
    /** The modal closed or was unmounted: the next open shows the placeholder again. */
    reset(): void {
      replaced = false
      hide()
    },
    destroy: () => frame?.destroy(),
  }
}
