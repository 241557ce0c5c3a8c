import { useSyncExternalStore } from 'react'

export type ThemeMode = 'light' | 'dark' | 'system'
export type ResolvedTheme = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery()
  if (!query) return () => {}
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const prefersDark = () => darkQuery()?.matches ?? false
// A server render has no media query; light is the stable guess and is corrected on hydration.
const serverPrefersDark = () => false

/** The concrete theme for a mode; 'system' follows prefers-color-scheme and updates when it changes. */
export function useResolvedTheme(mode: ThemeMode = 'system'): ResolvedTheme {
  const dark = useSyncExternalStore(subscribe, prefersDark, serverPrefersDark)
  if (mode === 'system') return dark ? 'dark' : 'light'
  return mode
}
