import type { AppKitCore } from '@portico/core'
import type { ThemeVariables } from '@portico/ui'
import { createRoot, type Root } from 'react-dom/client'
import { PorticoModal } from './PorticoModal'

export interface MountOptions {
  locale?: string
  themeVariables?: ThemeVariables
  /** Settles when core.initialize() has; views show skeletons until then. */
  ready?: Promise<unknown>
  /** Where the modal's host element is appended. Default document.body. */
  container?: Element | null
}

export interface MountedModal {
  update(options: Omit<MountOptions, 'ready'>): void
  unmount(): void
}

/**
 * Renders the modal in its own React root. The root's container is never attached to the page: ModalHost appends
 * its own host element (with the shadow root) to document.body, so an app needs no provider for the modal to show.
 */
export function mountModal(core: AppKitCore, options: MountOptions = {}): MountedModal {
  const container = document.createElement('div')
  const root: Root = createRoot(container)
  let current: Omit<MountOptions, 'ready'> = options
  let ready = options.ready === undefined
  const render = () =>
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
  render()
  return {
    update(next) {
      current = { ...current, ...next }
      render()
    },
    unmount: () => root.unmount(),
  }
}
