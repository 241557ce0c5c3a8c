import { localEvm } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFirstFrame } from '../src/appkit/firstFrame'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, createAppKit } from '../src/index'
import { memoryEvmAdapter } from './support/memory-evm'

const placeholder = () => document.querySelector('portico-modal-placeholder')
/** A kit on the local chain with in-memory storage, no warnings. */
const makeKit = (options: Partial<Parameters<typeof createAppKit>[0]> = {}) =>
  createAppKit({
    projectId: 'test',
    networks: [localEvm],
    adapters: [memoryEvmAdapter()],
    storage: memoryStorage(),
    warn: () => {},
    ...options,
  })
const dialogOf = () => placeholder()?.shadowRoot?.querySelector('[role="dialog"]')
const isOpen = () => placeholder()?.shadowRoot?.querySelector('.o')?.hasAttribute('data-open') === true

// Issue 22: an open before the modal's code has arrived shows a dialog at once, from the initial bundle.
describe('first-frame placeholder', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is built hidden, shown as a busy dialog with its title and the view skeleton, hidden again, removed by destroy()', () => {
    const frame = createFirstFrame(() => {})
    expect(placeholder()).not.toBeNull()
    expect(isOpen()).toBe(false)
    frame.setLook('Connect Wallet', 'light', {})
    expect(isOpen()).toBe(false)
    frame.show()
    expect(isOpen()).toBe(true)
    expect(dialogOf()?.getAttribute('aria-busy')).toBe('true')
    expect(dialogOf()?.getAttribute('aria-labelledby')).toBe(dialogOf()?.querySelector('h2')?.id)
    expect(dialogOf()?.querySelector('h2')?.textContent).toBe('Connect Wallet')
    expect(dialogOf()?.querySelectorAll('.s')).toHaveLength(2)
    frame.hide()
    expect(isOpen()).toBe(false)
    frame.setLook('', 'dark', { '--portico-border-radius-master': '0px' })
    frame.show()
    expect(dialogOf()?.querySelector('h2')?.textContent).toBe('')
    expect(placeholder()?.shadowRoot?.querySelector('.o')?.getAttribute('data-theme')).toBe('dark')
    expect((placeholder() as HTMLElement).style.getPropertyValue('--portico-border-radius-master')).toBe('0px')
    frame.destroy()
    expect(placeholder()).toBeNull()
  })

  it('puts the title in as text, never as markup', () => {
    createFirstFrame(() => {}).setLook('<img src=x>', 'dark', {})
    expect(dialogOf()?.querySelector('img')).toBeNull()
    expect(dialogOf()?.querySelector('h2')?.textContent).toBe('<img src=x>')
  })

  it('writes only what differs: a look set ahead leaves the opening nothing to change', () => {
    const frame = createFirstFrame(() => {})
    frame.setLook('Connect Wallet', 'dark', { '--portico-z-index': '5' })
    const heading = dialogOf()?.querySelector('h2')
    const text = heading?.firstChild
    const observer = new MutationObserver(() => {})
    observer.observe(placeholder() as Node, { subtree: true, childList: true, attributes: true, characterData: true })
    observer.observe(placeholder()?.shadowRoot as Node, { subtree: true, childList: true, attributes: true })
    frame.setLook('Connect Wallet', 'dark', { '--portico-z-index': '5' })
    frame.show()
    expect(observer.takeRecords().map((c) => c.attributeName)).toEqual(['data-open'])
    expect(heading?.firstChild).toBe(text)
    frame.hide()
    observer.takeRecords()
    frame.setLook('Conectar billetera', 'dark', { '--portico-z-index': '5' })
    expect(observer.takeRecords().some((c) => c.type === 'childList')).toBe(true)
    observer.disconnect()
  })

  it('closes on Escape and on a press on the overlay, not on one inside the dialog; not while hidden', () => {
    const onClose = vi.fn()
    const frame = createFirstFrame(onClose)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(onClose).not.toHaveBeenCalled()
    frame.show()
    dialogOf()?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    expect(onClose).not.toHaveBeenCalled()
    placeholder()
      ?.shadowRoot?.querySelector('.o')
      ?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    expect(onClose).toHaveBeenCalledTimes(1)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    frame.hide()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})

describe("createAppKit's placeholder", () => {
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
    const appKit = makeKit({
      locale,
      themeVariables: { '--w3m-border-radius-master': '0px', '--apkt-z-index': 12000 },
    })
    kit = appKit
    void appKit.open().catch(() => {})
    expect(dialogOf()?.querySelector('h2')?.textContent).toBe(title)
    // The kit's theme variables, as the real dialog has them (a square app's placeholder is square too).
    expect((placeholder() as HTMLElement).style.getPropertyValue('--portico-border-radius-master')).toBe('0px')
    expect((placeholder() as HTMLElement).style.getPropertyValue('--portico-z-index')).toBe('12000')
    expect(dialogOf()?.getAttribute('aria-labelledby')).toBe(dialogOf()?.querySelector('h2')?.id)
  })

  it("is built on idle with the next open's title and theme, so the open only shows it", async () => {
    kit = makeKit({ themeMode: 'dark' })
    await waitFor(() => expect(placeholder()).not.toBeNull(), { timeout: 2000 })
    expect(isOpen()).toBe(false)
    expect(dialogOf()?.querySelector('h2')?.textContent).toBe('Connect Wallet')
    expect(placeholder()?.shadowRoot?.querySelector('.o')?.getAttribute('data-theme')).toBe('dark')
    // A change after the build reaches the next open.
    kit.setThemeMode('light')
    void kit.open().catch(() => {})
    expect(isOpen()).toBe(true)
    expect(placeholder()?.shadowRoot?.querySelector('.o')?.getAttribute('data-theme')).toBe('light')
  })
})

describe('an open once the modal code has loaded (issue 22)', () => {
  let kit: AppKit | undefined
  afterEach(() => {
    kit?.destroy()
    kit = undefined
    setCurrentAppKit(undefined)
    vi.restoreAllMocks()
    Reflect.deleteProperty(window, 'requestIdleCallback')
    document.body.innerHTML = ''
  })

  it('shows the placeholder in the opening task and mounts the open dialog in a task after the next frame', async () => {
    // No idle slot ever comes, so nothing mounts the modal closed before the open: only the open mounts it.
    Object.defineProperty(window, 'requestIdleCallback', { value: () => 0, configurable: true })
    const appKit = makeKit()
    kit = appKit
    await appKit.prefetch()
    const frame = window.requestAnimationFrame.bind(window)
    let frames = 0
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) =>
      frame((time) => {
        frames++
        callback(time)
      }),
    )
    let framesAtMount: number | undefined
    const observer = new MutationObserver(() => {
      if (framesAtMount === undefined && document.querySelector('portico-modal')) framesAtMount = frames
    })
    observer.observe(document.body, { childList: true })
    await act(async () => {
      const opening = appKit.open()
      expect(isOpen()).toBe(true)
      expect(document.querySelector('portico-modal')).toBeNull()
      await opening
    })
    observer.disconnect()
    expect(framesAtMount).toBeGreaterThanOrEqual(1)
    // The real dialog took over in the task that mounted it: the placeholder is hidden, not removed.
    expect(document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull()
    await waitFor(() => expect(isOpen()).toBe(false))
    expect(placeholder()).not.toBeNull()
  })
})
