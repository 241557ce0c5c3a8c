import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInShadow } from '../../test/renderInShadow'
import { Button } from '../components/button/Button'
import { ModalHost } from './ModalHost'

afterEach(() => {
  cleanup()
  for (const style of document.head.querySelectorAll('style[data-test]')) style.remove()
  vi.unstubAllGlobals()
})

function hostileStylesheet(css: string) {
  const style = document.createElement('style')
  style.setAttribute('data-test', '')
  style.textContent = css
  document.head.appendChild(style)
}

describe('ModalHost', () => {
  it('appends a host element to document.body and renders children into its shadow root', () => {
    const { host, root, view } = renderInShadow(<button type="button">Inside</button>)
    expect(host.parentElement).toBe(document.body)
    expect(view.getByRole('button', { name: 'Inside' })).toBeTruthy()
    // Not reachable from the light DOM: the portal target is the shadow root.
    expect(document.body.querySelector('button')).toBeNull()
    expect(root.querySelector('.portico-root')).not.toBeNull()
  })

  it('removes the host element on unmount', () => {
    const { unmount } = renderInShadow(<p>gone soon</p>)
    expect(document.body.querySelector('portico-modal')).not.toBeNull()
    unmount()
    expect(document.body.querySelector('portico-modal')).toBeNull()
  })

  it('appends to a given container instead of the body', () => {
    const container = document.createElement('section')
    document.body.appendChild(container)
    render(
      <ModalHost container={container}>
        <p>x</p>
      </ModalHost>,
    )
    expect(container.querySelector('portico-modal')?.shadowRoot?.textContent).toBe('x')
    container.remove()
  })

  it('mounts inline, in place, in embedded mode', () => {
    const { container } = render(
      <div data-testid="slot">
        <ModalHost inline>
          <p>embedded</p>
        </ModalHost>
      </div>,
    )
    const host = container.querySelector('[data-testid="slot"] > portico-modal')
    expect(host).not.toBeNull()
    expect(host?.hasAttribute('data-portico-embedded')).toBe(true)
    expect(host?.shadowRoot?.textContent).toBe('embedded')
    expect(document.body.lastElementChild).not.toBe(host)
  })

  it('keeps host-page CSS out: a page rule for button does not style a button inside', () => {
    hostileStylesheet('button { color: rgb(255, 0, 0); padding: 31px; } p { font-size: 50px; }')
    const outside = document.createElement('button')
    document.body.appendChild(outside)
    const { view } = renderInShadow(<button type="button">Inside</button>)
    const inside = view.getByRole('button', { name: 'Inside' })
    expect(getComputedStyle(outside).color).toBe('rgb(255, 0, 0)')
    expect(getComputedStyle(inside).color).not.toBe('rgb(255, 0, 0)')
    expect(getComputedStyle(inside).paddingTop).not.toBe('31px')
    outside.remove()
  })

  it('adopts a constructable stylesheet where the DOM supports it', () => {
    const { root } = renderInShadow(<p>styled</p>)
    expect(root.adoptedStyleSheets.length).toBe(1)
    expect(root.querySelector('style')).toBeNull()
    const rules = Array.from(root.adoptedStyleSheets[0]?.cssRules ?? []).map((r) => r.cssText)
    expect(rules.some((text) => text.includes('.portico-dialog'))).toBe(true)
  })

  it('falls back to a <style> element', () => {
    const { root } = renderInShadow(<p>styled</p>, { host: { styleElement: true } })
    expect(root.adoptedStyleSheets.length).toBe(0)
    expect(root.querySelector('style')?.textContent).toContain('--portico-accent')
  })

  it('maps AppKit themeVariables to --portico-* properties that reach elements inside', () => {
    const { root, view } = renderInShadow(<Button>Accent</Button>, {
      host: { themeVariables: { '--w3m-accent': 'rgb(1, 2, 3)', '--w3m-color-mix-strength': 40 } },
    })
    const wrapper = root.querySelector<HTMLElement>('.portico-root')!
    expect(wrapper.style.getPropertyValue('--portico-accent')).toBe('rgb(1, 2, 3)')
    expect(wrapper.style.getPropertyValue('--portico-color-mix-strength')).toBe('40%')
    // The primary button paints with var(--portico-accent): the override reaches it through the shadow tree.
    expect(getComputedStyle(view.getByRole('button')).backgroundColor).toBe('rgb(1, 2, 3)')
  })

  it('lets the host page set --portico-* on the host element, and themeVariables still win', () => {
    hostileStylesheet('portico-modal { --portico-accent: rgb(7, 8, 9); }')
    const first = renderInShadow(<Button>Host</Button>)
    expect(getComputedStyle(first.view.getByRole('button')).backgroundColor).toBe('rgb(7, 8, 9)')
    cleanup()
    const second = renderInShadow(<Button>Option</Button>, {
      host: { themeVariables: { '--w3m-accent': 'rgb(4, 5, 6)' } },
    })
    expect(getComputedStyle(second.view.getByRole('button')).backgroundColor).toBe('rgb(4, 5, 6)')
  })

  it('uses the :host default accent when nothing overrides it', () => {
    const { view } = renderInShadow(<Button>Default</Button>)
    // happy-dom reports the colour as written; a browser would normalise it to rgb().
    expect(['#3366ff', 'rgb(51, 102, 255)']).toContain(getComputedStyle(view.getByRole('button')).backgroundColor)
  })

  it.each([
    ['light', false, 'light'],
    ['dark', false, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('themeMode %s with a dark OS preference=%s renders data-theme=%s', (mode, osDark, expected) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-color-scheme: dark') ? osDark : false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }))
    const { root } = renderInShadow(<p>x</p>, { host: { themeMode: mode } })
    expect(root.querySelector('.portico-root')?.getAttribute('data-theme')).toBe(expected)
  })
})
