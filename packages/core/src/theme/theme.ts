export type ThemeMode = 'light' | 'dark' | 'system'

/** Documented CSS custom properties the host may override (`--portico-*`). */
export type ThemeVariables = Record<`--portico-${string}`, string>

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

export function createThemeState(): ThemeState {
  return { themeMode: 'system', themeVariables: {} }
}

export function createTheme(state: ThemeState) {
  return {
    setThemeMode(mode: ThemeMode) {
      state.themeMode = mode
    },
    setThemeVariables(variables: ThemeVariables) {
      state.themeVariables = { ...state.themeVariables, ...variables }
    },
  }
}
