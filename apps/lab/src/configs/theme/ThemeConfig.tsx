import { AppKitButton, createAppKit, useAppKit, useAppKitTheme } from '@portico/react'
import { useState } from 'react'
import { devStack } from '../../stack'
import { adapters, networks } from '../memory/wallets'

// The theme page: the modal on the in-memory wallets, with its theme and language switched live from the page.
const page = typeof location === 'undefined' ? undefined : location
const params = new URLSearchParams(page?.search ?? '')
const LOCALES = ['en', 'es', 'ar'] as const
const initialLocale = LOCALES.find((l) => l === params.get('locale')) ?? 'en'

const kit = createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters,
  metadata: { name: 'Portico lab — theme', description: 'Theme page', url: page?.origin ?? '', icons: [] },
  locale: initialLocale,
  themeMode: 'system',
  enableReconnect: false,
})

const ACCENTS = [
  { label: 'Default', value: '' },
  { label: 'Violet', value: '#6d28d9' },
  { label: 'Teal', value: '#0f766e' },
  { label: 'Crimson', value: '#b91c1c' },
]
const RADII = [
  { label: 'Default', value: '' },
  { label: 'Square (0px)', value: '0px' },
  { label: 'Small (2px)', value: '2px' },
  { label: 'Round (8px)', value: '8px' },
]
const FONTS = [
  { label: 'Default', value: '' },
  { label: 'Serif', value: 'Georgia, "Times New Roman", serif' },
  { label: 'Monospace', value: 'ui-monospace, "DejaVu Sans Mono", monospace' },
]
const MODES = ['light', 'dark', 'system'] as const

export default function ThemeConfig() {
  const { themeMode, setThemeMode, setThemeVariables } = useAppKitTheme()
  const { open } = useAppKit()
  const [accent, setAccent] = useState('')
  const [radius, setRadius] = useState('')
  const [font, setFont] = useState('')
  const [locale, setLocale] = useState<string>(initialLocale)

  return (
    <section data-testid="lab-theme">
      <h2>Theme and language, live</h2>
      <p>
        <AppKitButton />{' '}
        <button type="button" onClick={() => void open({ view: 'Connect' })}>
          Open the modal
        </button>
      </p>
      <fieldset>
        <legend>Theme mode</legend>
        {MODES.map((mode) => (
          <label key={mode} style={{ marginInlineEnd: 12 }}>
            <input
              type="radio"
              name="theme-mode"
              value={mode}
              checked={themeMode === mode}
              onChange={() => setThemeMode(mode)}
            />{' '}
            {mode}
          </label>
        ))}
      </fieldset>
      <p>
        <label>
          Accent{' '}
          <select
            value={accent}
            onChange={(e) => {
              setAccent(e.target.value)
              setThemeVariables({ '--w3m-accent': e.target.value })
            }}
          >
            {ACCENTS.map((a) => (
              <option key={a.label} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Radius{' '}
          <select
            value={radius}
            onChange={(e) => {
              setRadius(e.target.value)
              setThemeVariables({ '--w3m-border-radius-master': e.target.value })
            }}
          >
            {RADII.map((r) => (
              <option key={r.label} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Font{' '}
          <select
            value={font}
            onChange={(e) => {
              setFont(e.target.value)
              setThemeVariables({ '--w3m-font-family': e.target.value })
            }}
          >
            {FONTS.map((f) => (
              <option key={f.label} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Language{' '}
          <select
            value={locale}
            onChange={(e) => {
              setLocale(e.target.value)
              kit.setLocale(e.target.value)
            }}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
      </p>
      <p>
        Theme mode <output data-testid="theme-mode">{themeMode}</output>, language{' '}
        <output data-testid="theme-locale">{locale}</output>.
      </p>
    </section>
  )
}
