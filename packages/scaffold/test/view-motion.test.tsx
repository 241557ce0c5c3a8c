import { porticoStyles } from '@portico/ui'
import { act, cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { scaffoldStyles } from '../src/shell/styles'
import { openModal, setup } from './setup'

afterEach(cleanup)

const viewElement = (root: ShadowRoot) => root.querySelector<HTMLElement>('.portico-view')

describe('view change animation (§9: 150 ms)', () => {
  it('each navigation mounts a fresh view container, so its enter animation plays again', async () => {
    const h = await setup()
    await openModal(h)
    await h.modal().findByText('Memory EVM')
    const root = h.host().shadowRoot as ShadowRoot
    const first = viewElement(root)
    expect(first?.dataset.view).toBe('Connect')
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'What is a wallet?' }))
    })
    await h.modal().findByTestId('portico-what-is-a-wallet')
    const second = viewElement(root)
    expect(second?.dataset.view).toBe('WhatIsAWallet')
    // A new element, not the old one with new children: CSS animations only start when an element is inserted.
    expect(second).not.toBe(first)
    expect(first?.isConnected).toBe(false)
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Back' }))
    })
    await h.modal().findByText('Memory EVM')
    expect(viewElement(root)).not.toBe(second)
    // The container carries the view animation at the §9 duration, and reduced motion switches it off.
    const css = porticoStyles + scaffoldStyles
    expect(css).toMatch(/\.portico-view \{[^}]*animation: portico-fade-in var\(--pc-duration-view\)/)
    expect(css).toMatch(/--pc-duration-view: var\(--portico-duration-view, 150ms\)/)
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\)[^@]*\.portico-root \*[^}]*animation: none !important/,
    )
    h.unmount()
  })
})
