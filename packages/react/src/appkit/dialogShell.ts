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
  /** Shows the title of another view (open() may move to UnsupportedChain after core has opened). */
  setView(view: string): void
  /** Takes the shell out of the page; returns the element that had focus before it opened (the opener). */
  remove(): HTMLElement | null
}

const CLOSE: Record<string, string> = { en: 'Close', es: 'Cerrar', ar: 'إغلاق' }
const RTL = new Set(['ar', 'he', 'fa', 'ur'])
// The public --portico-* knobs the shell's look depends on (the same names the real modal reads).
const VARIABLES = ['--w3m-accent', '--w3m-font-family', '--w3m-border-radius-master', '--w3m-z-index'] as const

// Sizes, colours and position follow ui's dialog.css and theme.css so the swap to the real modal does not jump.
const CSS = `
.r{all:initial;position:fixed;inset:0;z-index:var(--portico-z-index,999);display:flex;align-items:center;justify-content:center;background:rgb(0 0 0/.4);font:16px/1.4 var(--portico-font-family,system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic',sans-serif);--b:#fff;--f:#141414;--s:#f3f3f5;--l:#e1e1e6;color-scheme:light}
.r[data-theme=dark]{background:rgb(0 0 0/.6);--b:#191a1a;--f:#e4e7e7;--s:#252627;--l:#363738;color-scheme:dark}
.d{box-sizing:border-box;width:360px;max-width:calc(100vw - 32px);display:flex;flex-direction:column;gap:8px;padding:16px;background:var(--b);color:var(--f);border:1px solid var(--l);border-radius:calc(var(--portico-border-radius-master,4px)*7);box-shadow:0 8px 32px rgb(0 0 0/.18)}
.d:focus{outline:none}
.h{display:flex;align-items:center;justify-content:space-between;margin-bottom:8px}
h2{margin:0;font-size:18px;font-weight:600}
button{all:unset;width:32px;height:32px;border-radius:8px;text-align:center;cursor:pointer;font-size:20px;line-height:32px}
button:focus-visible{outline:2px solid var(--portico-accent,#36f)}
.k{height:56px;border-radius:12px;background:var(--s);animation:p 1.2s ease-in-out infinite}
@keyframes p{50%{opacity:.5}}
@media (max-width:430px){.r{align-items:flex-end}.d{width:100%;max-width:100%;border-radius:28px 28px 0 0}}
@media (prefers-reduced-motion:reduce){.k{animation:none}}
`

function resolveTheme(mode: ThemeMode): 'light' | 'dark' {
  if (mode !== 'system') return mode
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light'
}

function deepActive(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}

export function showDialogShell({ view, locale, themeMode, themeVariables, onClose }: ShellOptions): DialogShell {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? 'en'
  const t = scaffoldTranslate(locale)
  const titleOf = (name: string) => t(`view.${name}.title` as ScaffoldMessageKey) ?? t('view.Connect.title')
  const opener = deepActive()

  const host = document.createElement('portico-modal')
  host.setAttribute('data-portico-shell', '')
  for (const name of VARIABLES) {
    const value = themeVariables[name]
    if (value !== undefined) host.style.setProperty(name.replace('--w3m-', '--portico-'), String(value))
  }
  const shadow = host.attachShadow({ mode: 'open' })
  shadow.innerHTML = `<style>${CSS}</style><div class="r" part="overlay"><div class="d" part="dialog" role="dialog" aria-modal="true" aria-labelledby="t" aria-busy="true" tabindex="-1"><div class="h"><h2 id="t"></h2><button type="button">×</button></div><div class="k"></div><div class="k"></div><div class="k"></div></div></div>`
  const overlay = shadow.querySelector<HTMLElement>('.r') as HTMLElement
  const dialog = shadow.querySelector<HTMLElement>('.d') as HTMLElement
  const close = shadow.querySelector('button') as HTMLButtonElement
  overlay.dataset.theme = resolveTheme(themeMode)
  dialog.dir = RTL.has(language) ? 'rtl' : 'ltr'
  const heading = shadow.getElementById('t') as HTMLElement
  heading.textContent = titleOf(view)
  close.setAttribute('aria-label', CLOSE[language] ?? 'Close')
  close.addEventListener('click', onClose)
  overlay.addEventListener('mousedown', (event) => {
    if (event.target === overlay) onClose()
  })
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    } else if (event.key === 'Tab') {
      // The close button is the shell's only control: Tab keeps focus on it (the trap of the real dialog).
      event.preventDefault()
      close.focus()
    }
  })
  document.body.appendChild(host)
  close.focus()

  return {
    setView(next) {
      heading.textContent = titleOf(next)
    },
    remove() {
      host.remove()
      return opener?.isConnected ? opener : null
    },
  }
}
