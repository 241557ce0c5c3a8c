// Issue 22: a click before the modal's code has arrived still shows the dialog in the next frame. This is a few
// hundred bytes of plain DOM in the initial bundle: the overlay, the dialog's box, its title and the view skeleton,
// laid out as ui's stylesheet lays out the real ones (360 px, header 12/12/4 px, two 56 px rows), so the real modal
// replaces it without a jump. It is not interactive beyond closing; the real dialog takes over within a few frames.
const CSS = `:host{all:initial}
.o{position:fixed;inset:0;z-index:var(--portico-z-index,999);display:flex;align-items:center;justify-content:center;
background:rgb(0 0 0/.4);font:16px/1.4 var(--portico-font-family,system-ui,sans-serif);animation:i 120ms ease-out both}
.d{width:360px;max-width:calc(100vw - 32px);box-sizing:border-box;background:#fff;color:#141414;
border:1px solid #e1e1e6;border-radius:calc(var(--portico-border-radius-master,4px)*7);box-shadow:0 8px 32px rgb(0 0 0/.18)}
.o[data-theme=dark]{background:rgb(0 0 0/.6)}
[data-theme=dark] .d{background:#191a1a;color:#e4e7e7;border-color:#363738}
[data-theme=dark] .s{background:#252627}
h2{margin:0;padding:12px 56px 4px;min-height:36px;box-sizing:content-box;text-align:center;font-size:16px;font-weight:600;line-height:36px}
.v{padding:8px 16px 16px;display:flex;flex-direction:column;gap:8px}
.s{height:56px;border-radius:calc(var(--portico-border-radius-master,4px)*2);background:#f3f3f5}
@keyframes i{from{background:transparent}}
@media (max-width:430px){.o{align-items:flex-end}.d{max-width:none;width:100%;border-radius:16px 16px 0 0}}`

export interface FirstFrame {
  remove(): void
}

/** Shows the placeholder dialog at once; `onClose` runs on an overlay press or Escape. */
export function showFirstFrame(title: string, theme: 'light' | 'dark', onClose: () => void): FirstFrame {
  const host = document.createElement('portico-modal-placeholder')
  const root = host.attachShadow({ mode: 'open' })
  root.innerHTML = `<style>${CSS}</style><div class="o" data-theme="${theme}"><div class="d" role="dialog" aria-modal="true" aria-busy="true"><h2></h2><div class="v"><div class="s"></div><div class="s"></div></div></div></div>`
  ;(root.querySelector('h2') as HTMLElement).textContent = title
  if (title) root.querySelector('[role=dialog]')?.setAttribute('aria-label', title)
  const overlay = root.querySelector('.o') as HTMLElement
  overlay.onmousedown = (event) => event.target === overlay && onClose()
  const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
  document.addEventListener('keydown', onKey)
  document.body.appendChild(host)
  return {
    remove() {
      document.removeEventListener('keydown', onKey)
      host.remove()
    },
  }
}
