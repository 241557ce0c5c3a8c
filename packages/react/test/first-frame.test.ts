import { localEvm } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showFirstFrame } from '../src/appkit/firstFrame'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, createAppKit } from '../src/index'
import { memoryEvmAdapter } from './support/memory-evm'

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

describe("createAppKit's placeholder title", () => {
  let kit: AppKit | undefined
  afterEach(() => {
    kit?.destroy()
    kit = undefined
    setCurrentAppKit(undefined)
    document.body.innerHTML = ''
  })

  // The Connect title comes from the page's catalogue (the one entry the real Connect view reads), in every locale.
  it.each([
    ['en', 'Connect Wallet'],
    ['es-MX', 'Conectar billetera'],
    ['ar', 'ربط المحفظة'],
  ])('an open before the modal code shows the Connect title in %s', (locale, title) => {
    const appKit = createAppKit({
      projectId: 'test',
      networks: [localEvm],
      adapters: [memoryEvmAdapter()],
      storage: memoryStorage(),
      locale,
      warn: () => {},
    })
    kit = appKit
    void appKit.open().catch(() => {})
    expect(dialogOf()?.querySelector('h2')?.textContent).toBe(title)
    expect(dialogOf()?.getAttribute('aria-label')).toBe(title)
  })
})
