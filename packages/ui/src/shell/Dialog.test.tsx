import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInShadow } from '../../test/renderInShadow'
import { Button } from '../components/button/Button'
import { Header } from '../components/header/Header'
import { LocaleProvider } from '../i18n/LocaleProvider'
import { Dialog, type DialogProps } from './Dialog'
import { ModalHost } from './ModalHost'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function Content({ onBack }: { onBack?: () => void }) {
  return (
    <>
      <Header title="Connect wallet" onBack={onBack} />
      <div className="portico-body">
        <Button>First action</Button>
        <Button variant="secondary">Last action</Button>
      </div>
    </>
  )
}

/** A page with an opener button outside the modal, like a host app's connect button. */
function Page(props: Partial<DialogProps> & { locale?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <LocaleProvider locale={props.locale ?? 'en'}>
      <button type="button" onClick={() => setOpen(true)}>
        Open modal
      </button>
      <ModalHost themeMode="light">
        <Dialog open={open} onClose={() => setOpen(false)} {...props}>
          <Content />
        </Dialog>
      </ModalHost>
    </LocaleProvider>
  )
}

function shadow() {
  const root = document.querySelector('portico-modal')?.shadowRoot
  if (!root) throw new Error('no shadow root')
  return root
}
const dialogEl = () => shadow().querySelector<HTMLElement>('[role="dialog"]')
const active = () => shadow().activeElement

function openPage(props: Partial<DialogProps> & { locale?: string } = {}) {
  const utils = render(<Page {...props} />)
  const opener = utils.getByRole('button', { name: 'Open modal' })
  opener.focus()
  fireEvent.click(opener)
  return { ...utils, opener }
}

describe('Dialog', () => {
  it('is a modal dialog labelled by the Header title', () => {
    openPage()
    const dialog = dialogEl()!
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const titleId = dialog.getAttribute('aria-labelledby')!
    expect(shadow().getElementById(titleId)?.textContent).toBe('Connect wallet')
    expect(dialog.hasAttribute('aria-label')).toBe(false)
  })

  it('falls back to aria-label without a Header', () => {
    renderInShadow(
      <Dialog open label="Wallet picker">
        <Button>Only</Button>
      </Dialog>,
    )
    const dialog = dialogEl()!
    expect(dialog.getAttribute('aria-label')).toBe('Wallet picker')
    expect(dialog.hasAttribute('aria-labelledby')).toBe(false)
  })

  it('moves focus into the dialog on open (document.activeElement is the host)', () => {
    openPage()
    expect(document.activeElement?.tagName.toLowerCase()).toBe('portico-modal')
    // The first tabbable element is the Header's close button.
    expect(active()?.getAttribute('aria-label')).toBe('Close')
  })

  it('focuses [data-autofocus] over the first tabbable element', () => {
    renderInShadow(
      <Dialog open label="x">
        <Button>One</Button>
        <Button data-autofocus>Two</Button>
      </Dialog>,
    )
    expect(active()?.textContent).toBe('Two')
  })

  it('traps Tab and Shift+Tab inside the shadow root', () => {
    openPage()
    const root = shadow()
    const close = root.querySelector<HTMLElement>('[aria-label="Close"]')!
    const last = Array.from(root.querySelectorAll('button')).find((b) => b.textContent === 'Last action')!
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(active()).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(active()).toBe(last)
  })

  it('leaves Tab alone in the middle of the dialog (the browser moves focus)', () => {
    openPage()
    const close = shadow().querySelector<HTMLElement>('[aria-label="Close"]')!
    close.focus()
    const event = fireEvent.keyDown(close, { key: 'Tab' })
    expect(event).toBe(true) // not default-prevented
    expect(active()).toBe(close)
  })

  it('pulls focus back when something outside takes it', () => {
    const { getByRole } = openPage()
    const opener = getByRole('button', { name: 'Open modal' })
    act(() => opener.focus())
    expect(document.activeElement?.tagName.toLowerCase()).toBe('portico-modal')
    expect(dialogEl()?.contains(active())).toBe(true)
  })

  it('closes on Escape and gives focus back to the opener', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }))
    const { opener } = openPage()
    fireEvent.keyDown(active()!, { key: 'Escape' })
    expect(dialogEl()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('plays the 150 ms exit before unmounting, then calls onExited', () => {
    vi.useFakeTimers()
    const onExited = vi.fn()
    const { opener } = openPage({ onExited })
    fireEvent.keyDown(active()!, { key: 'Escape' })
    expect(dialogEl()?.getAttribute('data-state')).toBe('closing')
    // Focus goes back at once, not after the animation, and the closing dialog does not pull it in again.
    expect(document.activeElement).toBe(opener)
    expect(onExited).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(150))
    expect(dialogEl()).toBeNull()
    expect(onExited).toHaveBeenCalledTimes(1)
  })

  it('closes on a backdrop click but not on a click inside', () => {
    vi.useFakeTimers()
    openPage()
    fireEvent.mouseDown(dialogEl()!)
    expect(dialogEl()?.getAttribute('data-state')).toBe('open')
    fireEvent.mouseDown(shadow().querySelector('.portico-overlay')!)
    expect(dialogEl()?.getAttribute('data-state')).toBe('closing')
  })

  it('dismissible={false}: Escape and backdrop do not close, the close button is disabled, attempts are reported', () => {
    const blocked = vi.fn()
    openPage({ dismissible: false, onDismissBlocked: blocked })
    fireEvent.keyDown(dialogEl()!, { key: 'Escape' })
    fireEvent.mouseDown(shadow().querySelector('.portico-overlay')!)
    expect(dialogEl()?.getAttribute('data-state')).toBe('open')
    expect(blocked).toHaveBeenCalledTimes(2)
    expect(shadow().querySelector<HTMLButtonElement>('[aria-label="Close"]')?.disabled).toBe(true)
  })

  it('reflects shake and busy', () => {
    renderInShadow(
      <Dialog open shake busy label="x">
        <Button>One</Button>
      </Dialog>,
    )
    expect(dialogEl()?.hasAttribute('data-shake')).toBe(true)
    expect(dialogEl()?.getAttribute('aria-busy')).toBe('true')
  })

  it('sets dir=rtl from an RTL locale and mirrors the title bar', () => {
    openPage({ locale: 'ar' })
    expect(dialogEl()?.getAttribute('dir')).toBe('rtl')
    expect(shadow().querySelector('[aria-label="إغلاق"]')).not.toBeNull()
  })

  it('keeps dir=ltr for English', () => {
    openPage()
    expect(dialogEl()?.getAttribute('dir')).toBe('ltr')
  })

  it('embedded (modal={false}): no overlay, no aria-modal, no trap', () => {
    renderInShadow(
      <Dialog open modal={false} label="Embedded">
        <Button>One</Button>
        <Button>Two</Button>
      </Dialog>,
    )
    expect(shadow().querySelector('.portico-overlay')).toBeNull()
    expect(dialogEl()?.hasAttribute('aria-modal')).toBe(false)
    const two = Array.from(shadow().querySelectorAll('button'))[1]!
    two.focus()
    expect(fireEvent.keyDown(two, { key: 'Tab' })).toBe(true)
  })

  it('ships the §9 durations and a reduced-motion override in its stylesheet', async () => {
    const { dialogCss } = await import('./dialog.css')
    const { themeCss } = await import('../theme/theme.css')
    expect(themeCss).toMatch(/--portico-duration-overlay, 120ms/)
    expect(themeCss).toMatch(/--portico-duration-dialog, 150ms/)
    expect(themeCss).toMatch(/--portico-duration-view, 150ms/)
    expect(themeCss).toMatch(/--portico-duration-shake, 500ms/)
    expect(dialogCss).toMatch(/@media \(prefers-reduced-motion: reduce\)[^@]*animation: none !important/)
    expect(dialogCss).toMatch(/@media \(max-width: 430px\)/)
  })
})
