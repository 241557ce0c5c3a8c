import { cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { CloseIcon } from '../../icons/icons'
import { Button } from './Button'
import { IconButton } from './IconButton'

afterEach(cleanup)

describe('Button', () => {
  it('is a type=button that clicks, with variant and part', () => {
    const onClick = vi.fn()
    const { view } = renderInShadow(
      <Button variant="secondary" onClick={onClick}>
        Connect
      </Button>,
    )
    const button = view.getByRole('button', { name: 'Connect' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.getAttribute('part')).toBe('button')
    expect(button.dataset.variant).toBe('secondary')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('loading: busy, disabled, announces loading in the locale', () => {
    const onClick = vi.fn()
    const { view } = renderInShadow(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
      { locale: 'es' },
    )
    const button = view.getByRole('button') as HTMLButtonElement
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.disabled).toBe(true)
    expect(button.textContent).toContain('Cargando')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('disabled does not click', () => {
    const onClick = vi.fn()
    const { view } = renderInShadow(
      <Button disabled onClick={onClick}>
        Off
      </Button>,
    )
    fireEvent.click(view.getByRole('button'))
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('IconButton', () => {
  it('is named by its label, not its icon', () => {
    const { view } = renderInShadow(<IconButton label="Close" icon={<CloseIcon />} part="close-button" />)
    const button = view.getByRole('button', { name: 'Close' })
    expect(button.getAttribute('part')).toBe('close-button')
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
