import type { AppKitCore } from '@portico/core'
import type { ThemeVariables } from '@portico/ui'
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
   * A placeholder dialog has already played the entrance (issue 22): the dialog shows at its final state at once,
   * without a second entrance animation. The first render is then committed before mountModal returns.
   */
  entered?: boolean
}

// The entrance animations of ui's and the scaffold's stylesheets (overlay tint, dialog, the view's fade).
const ENTRANCES = new Set(['portico-overlay-in', 'portico-dialog-in', 'portico-fade-in'])

export interface MountedModal {
  update(options: Omit<MountOptions, 'ready' | 'entered'>): void
  unmount(): void
}

/**
 * Renders the modal in its own React root. The root's container is never attached to the page: ModalHost appends
 * its own host element (with the shadow root) to document.body, so an app needs no provider for the modal to show.
 */
export function mountModal(core: AppKitCore, options: MountOptions = {}): MountedModal {
  const container = document.createElement('div')
  const root: Root = createRoot(container)
  let current: Omit<MountOptions, 'ready' | 'entered'> = options
  let ready = options.ready === undefined
  // Start-up can settle after the kit is destroyed (ready() waits for chunks fetched on idle): nothing renders then.
  let unmounted = false
  const render = () =>
    unmounted ||
    root.render(
      <PorticoModal
        core={core}
        locale={current.locale}
        themeVariables={current.themeVariables}
        ready={ready}
        container={current.container}
      />,
    )
  options.ready?.then(
    () => {
      ready = true
      render()
    },
    () => {
      ready = true
      render()
    },
  )
  if (!options.entered) render()
  else {
    // Committed now, so the caller removes its placeholder in the same task as the real dialog appears.
    flushSync(render)
    finishEntrances((options.container ?? document.body).querySelectorAll(':scope > portico-modal'))
  }
  return {
    update(next) {
      current = { ...current, ...next }
      render()
    },
    unmount: () => {
      unmounted = true
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
