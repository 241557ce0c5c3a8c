import type { ThemeMode } from '@portico/core'
import { type ScaffoldMessageKey, scaffoldTranslate } from '@portico/scaffold/messages'
import type { ThemeVariables } from './options'

// A click before the idle prefetch would otherwise wait for the modal's chunk to be fetched, compiled and mounted
// (80–150 ms). This light dialog, in the initial bundle and plain DOM (no React render), shows at once in the same
// place the real modal goes — a `portico-modal` host on document.body with an open shadow root — and is removed the
// moment the real modal mounts. Only what a first open needs: title, skeleton, close, focus, theme, direction.

export interface ShellOptions {
  view: string
  locale: string
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  onClose: () => void
}

export interface DialogShell {
  /** Takes the shell out of the page; returns the element that had focus before it opened (the opener). */
  remove(): HTMLElement | null
}

// Sizes, colours and position follow ui's dialog.css and theme.css so the swap to the real modal does not jump. No
// animation at all (a static skeleton): nothing moves for prefers-reduced-motion to turn off, and nothing to restart
// when the real dialog takes over.
const CSS = `.r{all:initial;position:fixed;inset:0;z-index:var(--portico-z-index,999);display:grid;place-items:center;background:#0007;font:16px/1.4 system-ui,sans-serif;--b:#fff;--f:#141414;--s:#f3f3f5;--l:#e1e1e6}
.r[data-theme=dark]{--b:#191a1a;--f:#e4e7e7;--s:#252627;--l:#363738}
.d{box-sizing:border-box;width:min(360px,100vw - 32px);display:grid;gap:8px;padding:16px;background:var(--b);color:var(--f);border:1px solid var(--l);border-radius:calc(var(--portico-border-radius-master,4px)*7)}
.h{display:flex;justify-content:space-between}
h2{margin:0;font-size:18px}
button{all:unset;width:32px;text-align:center;cursor:pointer;font-size:20px}
button:focus-visible{outline:2px solid}
.k{height:56px;border-radius:12px;background:var(--s)}
@media (max-width:430px){.r{align-items:end}.d{width:100%}}`

function deepActive(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}

export function showDialogShell({ view, locale, themeMode, themeVariables, onClose }: ShellOptions): DialogShell {
  const language = locale.slice(0, 2).toLowerCase()
  const t = scaffoldTranslate(locale)
  const dark =
    themeMode === 'dark' || (themeMode === 'system' && matchMedia?.('(prefers-color-scheme: dark)').matches === true)
  const opener = deepActive()

  const host = document.createElement('portico-modal')
  host.setAttribute('data-portico-shell', '')
  // The app's z-index (the modal's stacking is the one knob a shell on top of the app cannot do without).
  const z = themeVariables['--w3m-z-index']
  if (z !== undefined) host.style.setProperty('--portico-z-index', String(z))
  const shadow = host.attachShadow({ mode: 'open' })
  // Only catalogue strings go into the markup, never app or wallet data.
  shadow.innerHTML = `<style>${CSS}</style><div class=r data-theme=${dark ? 'dark' : 'light'}><div class=d role=dialog aria-modal=true aria-labelledby=t aria-busy=true dir=${language === 'ar' ? 'rtl' : 'ltr'}><div class=h><h2 id=t>${t(`view.${view}.title` as ScaffoldMessageKey) ?? t('view.Connect.title')}</h2><button aria-label="${{ es: 'Cerrar', ar: 'إغلاق' }[language] ?? 'Close'}">×</button></div><div class=k></div><div class=k></div><div class=k></div></div></div>`
  const overlay = shadow.firstElementChild?.nextElementSibling as HTMLElement
  const close = shadow.querySelector('button') as HTMLButtonElement
  shadow.addEventListener('click', (event) => {
    if (event.target === overlay || event.target === close) onClose()
  })
  shadow.addEventListener('keydown', (event) => {
    const { key } = event as KeyboardEvent
    if (key === 'Escape') onClose()
    // The close button is the shell's only control: Tab keeps focus on it (the trap of the real dialog).
    if (key === 'Tab') {
      event.preventDefault()
      close.focus()
    }
  })
  document.body.appendChild(host)
  close.focus()

  return {
    remove() {
      host.remove()
      return opener?.isConnected ? opener : null
    },
  }
}
