import { type BoundFunctions, type queries, type RenderResult, render, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { LocaleProvider } from '../src/i18n/LocaleProvider'
import { ModalHost, type ModalHostProps } from '../src/shell/ModalHost'

export interface ShadowRender extends RenderResult {
  host: Element
  root: ShadowRoot
  view: BoundFunctions<typeof queries>
}

/** Renders `ui` the way the modal does (inside ModalHost's shadow root) and gives queries scoped to that root. */
export function renderInShadow(
  ui: ReactNode,
  options: { locale?: string; host?: Omit<ModalHostProps, 'children'> } = {},
): ShadowRender {
  const result = render(
    <LocaleProvider locale={options.locale ?? 'en'}>
      <ModalHost themeMode="light" {...options.host}>
        {ui}
      </ModalHost>
    </LocaleProvider>,
  )
  const host = document.body.querySelector(options.host?.tagName ?? 'portico-modal')
  const root = host?.shadowRoot
  if (!root) throw new Error('ModalHost did not attach a shadow root')
  // Testing Library only needs querySelectorAll on the container; a ShadowRoot has it.
  const view = within(root as unknown as HTMLElement)
  return { ...result, host, root, view }
}
