// Issue 22: a click before the modal's code has arrived still shows the dialog in the next frame. This is a few
// hundred bytes of plain DOM in the initial bundle: the overlay, the dialog's box, its title and the view skeleton,
// laid out as ui's stylesheet lays out the real ones (360 px, header 12/12/4 px, two 56 px rows), so the real modal
// replaces it without a jump. It is not interactive beyond closing; the real dialog takes over within a few frames.
//
// It is built once, on idle after the first paint (or at the first open if that comes sooner), and stays in the page
// laid out but hidden: showing it is then a change of visibility, with no parsing, style sheet or layout in the click's
// task and the title's font already resolved. Hidden, it takes no pointer events and is out of the accessibility tree.
const CSS = `:host{all:initial}
.o{position:fixed;inset:0;z-index:var(--portico-z-index,999);display:flex;align-items:center;justify-content:center;
background:rgb(0 0 0/.4);font:16px/1.4 var(--portico-font-family,system-ui,sans-serif);visibility:hidden}
.o[data-open]{visibility:visible}
.d{width:360px;max-width:calc(100vw - 32px);box-sizing:border-box;background:#fff;color:#141414;
border:1px solid #e1e1e6;border-radius:calc(var(--portico-border-radius-master,4px)*7);box-shadow:0 8px 32px rgb(0 0 0/.18)}
.o[data-theme=dark]{background:rgb(0 0 0/.6)}
[data-theme=dark] .d{background:#191a1a;color:#e4e7e7;border-color:#363738}
[data-theme=dark] .s{background:#252627}
h2{margin:0;padding:12px 56px 4px;min-height:36px;text-align:center;font-size:inherit;font-weight:600;line-height:36px}
.v{padding:8px 16px 16px;display:grid;gap:8px}
.s{height:56px;border-radius:calc(var(--portico-border-radius-master,4px)*2);background:#f3f3f5}
@media (max-width:430px){.o{align-items:flex-end}.d{max-width:none;width:100%;border-radius:16px 16px 0 0}}`

export interface FirstFrame {
  /**
   * Gives the dialog this title (text, never markup), theme and the kit's --portico-* properties (radius, font,
   * z-index) as the real dialog has them. Writes only what differs, so a look set ahead (on idle) costs the opening
   * task no style or layout work.
   */
  setLook(title: string, theme: 'light' | 'dark', properties: Record<string, string>): void
  /** Shows the dialog; while shown, an overlay press or Escape runs `onClose`. */
  show(): void
  hide(): void
  /** Takes it out of the page for good. */
  destroy(): void
}

/** Builds the placeholder (hidden) and appends it to document.body. Showing twice, or hiding twice, is harmless. */
export function createFirstFrame(onClose: () => void): FirstFrame {
  const host = document.createElement('portico-modal-placeholder')
  const root = host.attachShadow({ mode: 'open' })
  root.innerHTML = `<style>${CSS}</style><div class=o><div class=d role=dialog aria-modal=true aria-busy=true aria-labelledby=t><h2 id=t></h2><div class=v><div class=s></div><div class=s></div></div></div></div>`
  const overlay = root.querySelector('.o') as HTMLElement
  const heading = root.querySelector('h2') as HTMLElement
  overlay.onmousedown = (event) => event.target === overlay && onClose()
  // Listens for the placeholder's whole life; a key only closes while it is shown.
  const onKey = (event: KeyboardEvent) => event.key === 'Escape' && overlay.hasAttribute('data-open') && onClose()
  document.addEventListener('keydown', onKey)
  document.body.appendChild(host)
  let look = ''
  return {
    setLook(title, theme, properties) {
      const next = JSON.stringify([title, theme, properties])
      if (next === look) return
      look = next
      // Custom properties pass `all: initial` on the host and are inherited by the shadow tree.
      for (const [name, value] of Object.entries(properties)) host.style.setProperty(name, value)
      // The dialog's accessible name is its heading (aria-labelledby): none while the title is empty.
      heading.textContent = title
      overlay.dataset.theme = theme
    },
    show() {
      // An app that replaced the body's content took it out with it.
      if (!host.isConnected) document.body.appendChild(host)
      overlay.setAttribute('data-open', '')
    },
    hide: () => overlay.removeAttribute('data-open'),
    destroy() {
      document.removeEventListener('keydown', onKey)
      host.remove()
    },
  }
}
