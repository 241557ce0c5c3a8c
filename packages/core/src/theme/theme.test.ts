import { describe, expect, it } from 'vitest'
import { createTheme, createThemeState } from './theme'

describe('theme: themeMode light/dark/system and --portico-* variables', () => {
  it("themeMode defaults to 'system' with no variables", () => {
    expect(createThemeState()).toEqual({ themeMode: 'system', themeVariables: {} })
  })
  it.each(['light', 'dark', 'system'] as const)('setThemeMode(%s)', (mode) => {
    const state = createThemeState()
    createTheme(state).setThemeMode(mode)
    expect(state.themeMode).toBe(mode)
  })
  it('setThemeVariables merges into the variables already set; a later value wins', () => {
    const state = createThemeState()
    const theme = createTheme(state)
    theme.setThemeVariables({ '--portico-accent': '#47a1ff', '--portico-radius': '8px' })
    theme.setThemeVariables({ '--portico-accent': '#ff0000' })
    expect(state.themeVariables).toEqual({ '--portico-accent': '#ff0000', '--portico-radius': '8px' })
    expect(state.themeMode).toBe('system')
  })
  it('the variables object is replaced, not mutated, so a snapshot taken before stays as it was', () => {
    const state = createThemeState()
    const theme = createTheme(state)
    theme.setThemeVariables({ '--portico-accent': '#47a1ff' })
    const before = state.themeVariables
    theme.setThemeVariables({ '--portico-radius': '4px' })
    expect(before).toEqual({ '--portico-accent': '#47a1ff' })
  })
})
