// What a configuration's setup reads from the page, shared so each setup does not repeat it.

// The registry test imports every configuration outside a browser, where there is no location.
export const page = typeof location === 'undefined' ? undefined : location
export const params = new URLSearchParams(page?.search ?? '')

/** `?locale=` and `?theme=dark|light` (default: the system's), as createAppKit options. */
export function appearance(): { locale: string; themeMode: 'dark' | 'light' | 'system' } {
  const theme = params.get('theme')
  return {
    locale: params.get('locale') ?? 'en',
    themeMode: theme === 'dark' ? 'dark' : theme === 'light' ? 'light' : 'system',
  }
}
