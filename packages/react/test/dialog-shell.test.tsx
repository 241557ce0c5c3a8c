import { localEvm } from '@portico/common'
import { memoryStorage } from '@portico/core'
import { createMemoryAdapter, createMemoryWallet } from '@portico/testing/memory-adapter'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CreateAppKitOptions } from '../src/appkit/options'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, createAppKit } from '../src/index'

// The modal's code arrives only when a test lets it: the shell is what a click sees until then (a click before the
// idle prefetch in a real page, where the chunk takes 80–150 ms to fetch, compile and mount).
const gate = vi.hoisted(() => {
  let release = () => {}
  const opened = new Promise<void>((resolve) => {
    release = resolve
  })
  return { opened, release: () => release() }
})
vi.mock('@portico/scaffold', async (importOriginal) => {
  await gate.opened
  return importOriginal()
})

let kit: AppKit | undefined
let opener: HTMLButtonElement | undefined

afterEach(() => {
  cleanup()
  kit?.destroy()
  opener?.remove()
  setCurrentAppKit(undefined)
})

function makeKit(options: Partial<CreateAppKitOptions> = {}): AppKit {
  const adapter = createMemoryAdapter(
    createMemoryWallet({
      namespace: 'eip155',
      caipNetworkId: localEvm.caipNetworkId,
      accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      connectorId: 'memory-evm',
      connectorName: 'Memory EVM',
    }),
  )
  kit = createAppKit({
    projectId: 'test',
    networks: [localEvm],
    adapters: [adapter],
    storage: memoryStorage(),
    isMobile: () => false,
    warn: () => {},
    ...options,
  })
  return kit
}

/** A focused button in the page that opens the kit, as the app's own connect button would. */
function focusedOpener(open: () => void): HTMLButtonElement {
  opener = document.createElement('button')
  opener.textContent = 'Open'
  opener.addEventListener('click', open)
  document.body.appendChild(opener)
  opener.focus()
  return opener
}

const hosts = () => [...document.querySelectorAll('portico-modal')]
const dialogs = () => hosts().flatMap((host) => [...(host.shadowRoot?.querySelectorAll('[role="dialog"]') ?? [])])

function accessibleName(dialog: Element): string {
  const id = dialog.getAttribute('aria-labelledby')
  const root = dialog.getRootNode() as ShadowRoot
  return (id ? root.getElementById(id)?.textContent : dialog.getAttribute('aria-label')) ?? ''
}

function deepActive(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

// Ordered: the scaffold import is held until the last test releases it.
describe('the dialog shell shown before the modal code has loaded', () => {
  it('appears synchronously on open: role=dialog, aria-modal, the localized title, a skeleton, focus inside', () => {
    const k = makeKit()
    const button = focusedOpener(() => void k.open())
    button.click()
    // Same task as the click: nothing awaited.
    const [dialog, ...others] = dialogs()
    expect(others).toEqual([])
    if (!dialog) throw new Error('no dialog shown synchronously')
    expect(hosts()[0]?.hasAttribute('data-portico-shell')).toBe(true)
    expect(hosts()[0]?.parentElement).toBe(document.body)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(accessibleName(dialog)).toBe('Connect Wallet')
    expect(dialog.getAttribute('aria-busy')).toBe('true')
    expect(dialog.getAttribute('dir')).toBe('ltr')
    expect(dialog.querySelectorAll('.k').length).toBeGreaterThan(0)
    expect(dialog.contains(deepActive())).toBe(true)
    expect(deepActive()?.getAttribute('aria-label')).toBe('Close')
  })

  it('Escape closes it and gives focus back to the opener; the close button closes too', () => {
    const k = makeKit()
    const button = focusedOpener(() => void k.open())
    button.click()
    const dialog = dialogs()[0] as HTMLElement
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(k.core.state.modal.open).toBe(false)
    expect(hosts()).toEqual([])
    expect(document.activeElement).toBe(button)

    button.click()
    const close = dialogs()[0]?.querySelector('button') as HTMLButtonElement
    close.click()
    expect(k.core.state.modal.open).toBe(false)
    expect(hosts()).toEqual([])
    expect(document.activeElement).toBe(button)
  })

  it('shows the requested view title in the kit locale, right to left for Arabic, in the theme mode', () => {
    const k = makeKit({ locale: 'ar', themeMode: 'dark', themeVariables: { '--w3m-z-index': 5000 } })
    void k.open({ view: 'SwitchNetwork' })
    const dialog = dialogs()[0] as HTMLElement
    expect(accessibleName(dialog)).toBe('الشبكات')
    expect(dialog.getAttribute('dir')).toBe('rtl')
    expect(dialog.querySelector('button')?.getAttribute('aria-label')).toBe('إغلاق')
    expect(dialog.closest('[data-theme]')?.getAttribute('data-theme')).toBe('dark')
    expect((hosts()[0] as HTMLElement).style.getPropertyValue('--portico-z-index')).toBe('5000')
  })

  it('is replaced by the real modal: one dialog in the page, focus inside it, and the opener gets focus back', async () => {
    const k = makeKit()
    const button = focusedOpener(() => void k.open())
    button.click()
    expect(hosts()[0]?.hasAttribute('data-portico-shell')).toBe(true)
    await act(async () => {
      gate.release()
      await k.open()
    })
    await waitFor(() => expect(dialogs()[0]?.closest('.portico-root')).toBeTruthy(), { timeout: 10_000 })
    expect(hosts()).toHaveLength(1)
    expect(hosts()[0]?.hasAttribute('data-portico-shell')).toBe(false)
    expect(dialogs()).toHaveLength(1)
    const dialog = dialogs()[0] as HTMLElement
    expect(accessibleName(dialog)).toBe('Connect Wallet')
    expect(dialog.contains(deepActive())).toBe(true)
    // Already on screen in the shell's place: no second entrance animation, until the next open.
    expect(hosts()[0]?.hasAttribute('data-portico-replaced')).toBe(true)
    await act(async () => k.close())
    await waitFor(() => expect(document.activeElement).toBe(button))
    await waitFor(() => expect(hosts()[0]?.hasAttribute('data-portico-replaced')).toBe(false))
  })
})
