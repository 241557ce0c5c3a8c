import { afterEach, describe, expect, it, vi } from 'vitest'
import { showFirstFrame } from '../src/appkit/firstFrame'

const placeholder = () => document.querySelector('portico-modal-placeholder')
const dialogOf = () => placeholder()?.shadowRoot?.querySelector('[role="dialog"]')

// Issue 22: an open before the modal's code has arrived shows a dialog at once, from the initial bundle.
describe('first-frame placeholder', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('appends a busy dialog with its title and the view skeleton, removed by remove()', () => {
    const frame = showFirstFrame('Connect Wallet', 'light', () => {})
    expect(dialogOf()?.getAttribute('aria-busy')).toBe('true')
    expect(dialogOf()?.getAttribute('aria-label')).toBe('Connect Wallet')
    expect(dialogOf()?.querySelector('h2')?.textContent).toBe('Connect Wallet')
    expect(dialogOf()?.querySelectorAll('.s')).toHaveLength(2)
    frame.remove()
    expect(placeholder()).toBeNull()
  })

  it('puts the title in as text, never as markup', () => {
    showFirstFrame('<img src=x>', 'dark', () => {})
    expect(dialogOf()?.querySelector('img')).toBeNull()
    expect(dialogOf()?.querySelector('h2')?.textContent).toBe('<img src=x>')
  })

  it('closes on Escape and on a press on the overlay, not on one inside the dialog; not after remove()', () => {
    const onClose = vi.fn()
    const frame = showFirstFrame('', 'light', onClose)
    dialogOf()?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    expect(onClose).not.toHaveBeenCalled()
    placeholder()
      ?.shadowRoot?.querySelector('.o')
      ?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    expect(onClose).toHaveBeenCalledTimes(1)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    frame.remove()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})
