import { describe, expect, it } from 'vitest'
import { THEME_VARIABLE_MAP, type ThemeVariables, themeVariablesToStyle } from './themeVariables'

describe('themeVariablesToStyle', () => {
  it('maps every documented AppKit name to its --portico-* property', () => {
    const style = themeVariablesToStyle({
      '--w3m-accent': '#ff0066',
      '--w3m-color-mix': '#00bb7f',
      '--w3m-color-mix-strength': 20,
      '--w3m-font-family': 'Inter, sans-serif',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 2000,
      '--w3m-qr-color': '#112233',
    })
    expect(style).toEqual({
      '--portico-accent': '#ff0066',
      '--portico-color-mix': '#00bb7f',
      '--portico-color-mix-strength': '20%',
      '--portico-font-family': 'Inter, sans-serif',
      '--portico-border-radius-master': '2px',
      '--portico-z-index': '2000',
      '--portico-qr-color': '#112233',
    })
    expect(Object.keys(THEME_VARIABLE_MAP)).toHaveLength(7)
  })

  it("takes AppKit's current --apkt-* names as their --w3m-* twins", () => {
    const style = themeVariablesToStyle({
      '--apkt-accent': '#ff0066',
      '--apkt-color-mix-strength': 140,
      '--apkt-z-index': 9.5,
      '--apkt-border-radius-master': '3px',
    })
    expect(style).toEqual({
      '--portico-accent': '#ff0066',
      '--portico-color-mix-strength': '100%',
      '--portico-z-index': '9',
      '--portico-border-radius-master': '3px',
    })
  })

  it('clamps the mix strength to 0–100 % and truncates the z-index', () => {
    expect(themeVariablesToStyle({ '--w3m-color-mix-strength': 150 })['--portico-color-mix-strength']).toBe('100%')
    expect(themeVariablesToStyle({ '--w3m-color-mix-strength': -5 })['--portico-color-mix-strength']).toBe('0%')
    expect(themeVariablesToStyle({ '--w3m-z-index': 12.7 })['--portico-z-index']).toBe('12')
  })

  it('ignores unknown names and empty values', () => {
    const hostile = { '--w3m-accent': '', '--evil': 'url(x)', position: 'fixed' } as unknown as ThemeVariables
    expect(themeVariablesToStyle(hostile)).toEqual({})
    expect(themeVariablesToStyle(undefined)).toEqual({})
  })
})
