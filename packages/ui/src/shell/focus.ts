const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',')

/** Elements reachable with Tab inside `container`, in DOM order (tabindex=-1, hidden and inert ones excluded). */
export function tabbableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert],[aria-hidden="true"]'),
  )
}

/**
 * The element that really has focus. document.activeElement stops at a shadow host, so walk down through
 * shadowRoot.activeElement until the innermost one.
 */
export function deepActiveElement(doc: Document = document): Element | null {
  let active = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** Focus within the tree `node` lives in (its shadow root if it has one, else the document). */
export function activeElementIn(node: Node): Element | null {
  const root = node.getRootNode()
  if (root instanceof ShadowRoot || root instanceof Document) return root.activeElement
  return null
}
