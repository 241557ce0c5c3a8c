import { cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { NetworkBadge } from './NetworkBadge'

afterEach(cleanup)

describe('NetworkBadge', () => {
  it('shows the network name as plain text without a handler', () => {
    const { root, view } = renderInShadow(<NetworkBadge name="Base" />)
    expect(view.queryByRole('button')).toBeNull()
    expect(root.querySelector('[part="network-badge"]')?.textContent).toBe('BBase')
  })

  it('falls back to "Unknown Network"', () => {
    const { root } = renderInShadow(<NetworkBadge />)
    expect(root.querySelector('[part="network-badge"]')?.textContent).toContain('Unknown Network')
  })

  it('is a labelled button with a handler', () => {
    const onClick = vi.fn()
    const { view } = renderInShadow(<NetworkBadge name="Optimism" onClick={onClick} />)
    fireEvent.click(view.getByRole('button', { name: 'Network: Optimism. Switch network' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('warns on an unsupported network, in the locale', () => {
    const { root } = renderInShadow(<NetworkBadge name="Foo" unsupported />, { locale: 'es' })
    const badge = root.querySelector<HTMLElement>('[part="network-badge"]')!
    expect(badge.hasAttribute('data-unsupported')).toBe(true)
    expect(badge.textContent).toBe('Red no compatible')
  })
})
