import { within } from '@testing-library/react'

/**
 * Queries inside a modal host's shadow root (the page's `portico-modal` unless given). They run on the element the
 * modal renders under rather than on the shadow root, because a failed query prints its container and
 * testing-library cannot print a ShadowRoot.
 */
export function modalQueries(host: Element | null = document.body.querySelector('portico-modal')) {
  const root = host?.shadowRoot?.querySelector<HTMLElement>('.portico-root')
  if (!root) throw new Error('modal not mounted')
  return within(root)
}
