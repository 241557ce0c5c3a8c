import { localEvm } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { TELEGRAM_RETURN_EVENT } from '../src/appkit/telegram-return'
import { type AppKit, createAppKit } from '../src/index'

let kit: AppKit | undefined

afterEach(() => {
  kit?.destroy()
  kit = undefined
  setCurrentAppKit(undefined)
  window.history.replaceState(null, '', '/')
})

function makeKit(extra: { disableAppend?: boolean } = {}): AppKit {
  kit = createAppKit({
    projectId: 'test',
    networks: [localEvm],
    adapters: [],
    storage: memoryStorage(),
    isMobile: () => false,
    warn: () => {},
    ...extra,
  })
  return kit
}

describe('return from a Telegram mini-app (§2)', () => {
  it('reads result_uri at start-up, removes it from the address and dispatches it on window', async () => {
    window.history.replaceState({ keep: true }, '', '/shop?a=1&result_uri=tg%3A%2F%2Fdone&b=2#pay')
    const heard: string[] = []
    const listener = (event: Event) => heard.push(String((event as CustomEvent<string>).detail))
    window.addEventListener(TELEGRAM_RETURN_EVENT, listener)
    try {
      const appKit = makeKit()
      expect(appKit.telegramResultUri).toBe('tg://done')
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/shop?a=1&b=2#pay')
      expect(window.history.state).toEqual({ keep: true })
      await Promise.resolve()
      expect(heard).toEqual(['tg://done'])
    } finally {
      window.removeEventListener(TELEGRAM_RETURN_EVENT, listener)
    }
  })

  it('without result_uri leaves the address alone and dispatches nothing', async () => {
    window.history.replaceState(null, '', '/p?a=1#x')
    let heard = 0
    const listener = () => heard++
    window.addEventListener(TELEGRAM_RETURN_EVENT, listener)
    try {
      expect(makeKit().telegramResultUri).toBeUndefined()
      await Promise.resolve()
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/p?a=1#x')
      expect(heard).toBe(0)
    } finally {
      window.removeEventListener(TELEGRAM_RETURN_EVENT, listener)
    }
  })
})

describe('disableAppend', () => {
  // The same settling in both cases, so the disableAppend case cannot pass only by asserting too early.
  async function openAndSettle(appKit: AppKit): Promise<void> {
    await act(async () => {
      await appKit.open()
      await appKit.prefetch()
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
  }

  it('appends the modal host (and the hidden placeholder it replaced) to document.body by default once opened', async () => {
    const before = document.body.children.length
    await openAndSettle(makeKit())
    await waitFor(() => expect(document.body.children.length).toBe(before + 2))
    expect(document.body.querySelectorAll(':scope > portico-modal')).toHaveLength(1)
    const placeholder = document.body.querySelector(':scope > portico-modal-placeholder')
    expect(placeholder?.shadowRoot?.querySelector('.o')?.hasAttribute('data-open')).toBe(false)
  })

  it('with disableAppend, opening appends nothing to document.body', async () => {
    const before = document.body.children.length
    await openAndSettle(makeKit({ disableAppend: true }))
    expect(document.body.children.length).toBe(before)
  })
})
