import { cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { Header } from './Header'

afterEach(cleanup)

describe('Header', () => {
  it('shows back and close only when handlers exist', () => {
    const { view, unmount } = renderInShadow(<Header title="Connect" />)
    expect(view.getByRole('heading', { name: 'Connect' })).toBeTruthy()
    expect(view.queryByRole('button')).toBeNull()
    unmount()
    const onBack = vi.fn()
    const onClose = vi.fn()
    const second = renderInShadow(<Header title="All wallets" onBack={onBack} onClose={onClose} />)
    fireEvent.click(second.view.getByRole('button', { name: 'Back' }))
    fireEvent.click(second.view.getByRole('button', { name: 'Close' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closeDisabled disables the close button', () => {
    const onClose = vi.fn()
    const { view } = renderInShadow(<Header title="Sign in" onClose={onClose} closeDisabled />)
    const close = view.getByRole('button', { name: 'Close' }) as HTMLButtonElement
    expect(close.disabled).toBe(true)
  })

  it('labels its buttons in the locale and flips the back arrow in RTL', () => {
    const { view } = renderInShadow(<Header title="x" onBack={() => {}} onClose={() => {}} />, { locale: 'es' })
    expect(view.getByRole('button', { name: 'Atrás' }).querySelector('.portico-icon-flip')).not.toBeNull()
    expect(view.getByRole('button', { name: 'Cerrar' })).toBeTruthy()
  })
})
