import type { AppKitCore } from '@portico/core'
import { isMobileDevice } from '@portico/core/internal'
import type { ThemeVariables } from '@portico/ui'
import { startTransition } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { PorticoModal } from './PorticoModal'

export interface MountOptions {
  locale?: string
  themeVariables?: ThemeVariables
  /** Settles when core.initialize() has; views show skeletons until then. */
  ready?: Promise<unknown>
  /** Where the modal's host element is appended. Default document.body. */
  container?: Element | null
  /**
   * A placeholder dialog is already on screen (issue 22): the dialog takes its place at its final state at once,
   * with no entrance animation. The first render is then committed before mountModal returns.
   */
  entered?: boolean
  /**
   * Issue 22: the caller shows a placeholder dialog in the task that opens the modal, and the real dialog renders in
   * a task after that frame has painted, so a click's own task stays short. `onShown` runs in the task that commits
   * the real dialog (the caller hides its placeholder there: never two dialogs, never none); the entrance is
   * skipped, as the placeholder was already on screen.
   */
  onShown?: () => void
}

// The entrance animations of ui's and the scaffold's stylesheets (overlay tint, dialog, the view's fade).
const ENTRANCES = new Set(['portico-overlay-in', 'portico-dialog-in', 'portico-fade-in'])

export interface MountedModal {
  update(options: Omit<MountOptions, 'ready' | 'entered' | 'onShown'>): void
  unmount(): void
}

/**
 * Renders the modal in its own React root. The root's container is never attached to the page: ModalHost appends
 * its own host element (with the shadow root) to document.body, so an app needs no provider for the modal to show.
 */
export function mountModal(core: AppKitCore, options: MountOptions = {}): MountedModal {
  // Every open runs core's phone check, and the user agent string and the check's pattern are made at their first
  // use (0.6-4 ms at 4× CPU throttling, measured in Chromium): run once here, mostly on idle, not in the first click.
  isMobileDevice(core.options)
  const container = document.createElement('div')
  const root: Root = createRoot(container)
  let current: Omit<MountOptions, 'ready' | 'entered' | 'onShown'> = options
  let ready = options.ready === undefined
  // Start-up can settle after the kit is destroyed (ready() waits for chunks fetched on idle): nothing renders then.
  let unmounted = false
  const { onShown } = options
  // With onShown, an open is held back (the dialog renders as closed) until a task after the frame that follows it;
  // with entered, it is committed before mountModal returns.
  let held = onShown !== undefined || options.entered === true
  let pending = false
  const isHeld = () => held
  const reveal = () => {
    pending = false
    // A close in between leaves the dialog closed (an open after that close is revealed here too).
    if (unmounted || !held || !core.state.modal.open) return
    held = false
    flushSync(render)
    finishEntrances((current.container ?? document.body).querySelectorAll(':scope > portico-modal'))
    onShown?.()
  }
  const watchOpens = () => {
    if (!core.state.modal.open) held = true
    else if (held && !pending) {
      pending = true
      // A task queued from an animation frame callback runs after that frame has painted.
      requestAnimationFrame(() => setTimeout(reveal))
    }
  }
  const stopWatching = onShown ? core.subscribe(watchOpens) : () => {}
  const render = () =>
    unmounted ||
    root.render(
      <PorticoModal
        core={core}
        locale={current.locale}
        themeVariables={current.themeVariables}
        ready={ready}
        container={current.container}
        held={onShown ? isHeld : undefined}
      />,
    )
  // Mounted closed (on idle, issue 22), its first renders are a transition, which React renders in slices: a click that
  // comes meanwhile is handled between two of them instead of waiting behind one long task (60-90 ms at 4× CPU
  // throttling). Entered, it is committed at once below.
  const renderAtStart = () =>
    options.entered
      ? render()
      : startTransition(() => {
          render()
        })
  const onReady = () => {
    ready = true
    renderAtStart()
  }
  options.ready?.then(onReady, onReady)
  renderAtStart()
  // Committed now with entered, so the caller removes its placeholder in the same task as the real dialog appears.
  if (options.entered) reveal()
  else if (onShown) watchOpens()
  return {
    update(next) {
      current = { ...current, ...next }
      render()
    },
    unmount: () => {
      unmounted = true
      stopWatching()
      root.unmount()
    },
  }
}

/** Skips the entrance animations in the newest host's shadow root (where the browser can list its animations). */
function finishEntrances(hosts: NodeListOf<Element>): void {
  const root = hosts[hosts.length - 1]?.shadowRoot
  if (typeof root?.getAnimations !== 'function') return
  for (const animation of root.getAnimations()) {
    const name = (animation as Partial<CSSAnimation>).animationName
    if (name && ENTRANCES.has(name)) animation.finish()
  }
}
