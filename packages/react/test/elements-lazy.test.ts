import { localEvm } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, createAppKit } from '../src/index'

// createAppKit from @portico/react registers AppKit's <appkit-*> elements as AppKit's does, but their code loads
// only for a page that has one of their tags, looked for once after the first paint.

let kit: AppKit | undefined
afterEach(() => {
  kit?.destroy()
  kit = undefined
  setCurrentAppKit(undefined)
  document.body.replaceChildren()
})

const makeKit = () =>
  createAppKit({
    projectId: 'test',
    networks: [localEvm],
    storage: memoryStorage(),
    enableWalletConnect: false,
    warn: () => {},
  })

// One file, one registry: the page without a tag is checked first, before anything defines the elements.
describe('the <appkit-*> elements from createAppKit', () => {
  it('a page without their tags does not get them', async () => {
    kit = makeKit()
    await kit.ready()
    // Longer than the idle check takes (a frame, then idle or 200 ms).
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(customElements.get('appkit-button')).toBeUndefined()
  })

  it('a page with one of their tags gets all four, and the button renders', async () => {
    document.body.innerHTML = '<appkit-network-button></appkit-network-button><appkit-button></appkit-button>'
    kit = makeKit()
    await vi.waitFor(() => expect(customElements.get('appkit-button')).toBeDefined(), { timeout: 5000 })
    for (const tag of ['appkit-connect-button', 'appkit-account-button', 'appkit-network-button'])
      expect(customElements.get(tag), tag).toBeDefined()
    const button = document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')
    await vi.waitFor(() => expect(button?.textContent).toBe('Connect Wallet'))
  })
})
