// One constructed sheet per stylesheet text and document, shared by every host (e.g. many inline buttons).
const sheetCache = new WeakMap<Document, Map<string, CSSStyleSheet>>()

export function supportsConstructableStylesheets(root: ShadowRoot): boolean {
  const view = root.ownerDocument.defaultView
  return (
    'adoptedStyleSheets' in root &&
    view !== null &&
    typeof view.CSSStyleSheet === 'function' &&
    'replaceSync' in view.CSSStyleSheet.prototype
  )
}

function constructedSheet(doc: Document, css: string): CSSStyleSheet {
  let byText = sheetCache.get(doc)
  if (!byText) {
    byText = new Map()
    sheetCache.set(doc, byText)
  }
  let sheet = byText.get(css)
  if (!sheet) {
    const Sheet = doc.defaultView!.CSSStyleSheet
    sheet = new Sheet()
    sheet.replaceSync(css)
    byText.set(css, sheet)
  }
  return sheet
}

/**
 * Puts `css` into a shadow root: an adopted constructable stylesheet where the browser has them, otherwise a
 * <style> element (older Safari, some test DOMs). Returns the undo.
 */
export function injectStyles(root: ShadowRoot, css: string, preferConstructable = true): () => void {
  if (preferConstructable && supportsConstructableStylesheets(root)) {
    const sheet = constructedSheet(root.ownerDocument, css)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet)
    }
  }
  const style = root.ownerDocument.createElement('style')
  style.setAttribute('data-portico', '')
  style.textContent = css
  root.prepend(style)
  return () => style.remove()
}
