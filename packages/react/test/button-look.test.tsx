// Issue 20: the React buttons have the elements' default look (one stylesheet in the page's head) and follow the
// kit's theme mode and theme variables as they change.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, AppKitButton, AppKitNetworkButton } from '../src/index'
import { createTwoWalletKit } from './support/two-wallet-kit'

let kit: AppKit | undefined
afterEach(() => {
  cleanup()
  kit?.destroy()
  setCurrentAppKit(undefined)
})

describe('the React buttons’ look', () => {
  it('one stylesheet for every button, the theme mode and variables on each, following changes', async () => {
    kit = createTwoWalletKit({ themeMode: 'dark', themeVariables: { '--w3m-accent': 'rgb(0, 120, 0)' } })
    await kit.ready()
    render(
      <>
        <AppKitButton />
        <AppKitNetworkButton />
      </>,
    )
    const styles = document.head.querySelectorAll('style#portico-button-css')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.textContent).toContain('[data-portico-button=connect]{')
    const connect = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(connect.dataset.porticoButton).toBe('connect')
    expect(connect.dataset.theme).toBe('dark')
    expect(connect.style.getPropertyValue('--portico-accent')).toBe('rgb(0, 120, 0)')
    act(() => {
      kit?.setThemeMode('light')
      kit?.setThemeVariables({ '--w3m-accent': 'rgb(200, 0, 0)' })
    })
    expect(connect.dataset.theme).toBe('light')
    expect(connect.style.getPropertyValue('--portico-accent')).toBe('rgb(200, 0, 0)')
  })
})
