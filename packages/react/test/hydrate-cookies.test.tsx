import { localEvm } from '@portico/common/networks'
import { cookieStorage } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, AppKitButton, AppKitProvider, createAppKit, useAppKitAccount } from '../src/index'
import { connectedCookieHeader } from './support/cookie-header'
import { MEMORY_EVM_ADDRESS, memoryEvmAdapter } from './support/memory-evm'

let kit: AppKit | undefined
let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  kit?.destroy()
  kit = undefined
  setCurrentAppKit(undefined)
  document.body.innerHTML = ''
})

const seen: string[] = []

function Account() {
  const account = useAppKitAccount()
  seen.push(account.status)
  return (
    <p>
      <span data-testid="status">{account.status}</span>
      <span data-testid="address">{account.address ?? 'none'}</span>
      <AppKitButton />
    </p>
  )
}

/**
 * A page as Next.js serves it: the server HTML (the kit's server snapshot with the cookie laid over it), then the
 * browser's kit, reading the same cookie, hydrates it. The wallet's reconnect waits until `release`.
 */
async function serveAndHydrate(authorized: boolean) {
  const cookies = connectedCookieHeader(MEMORY_EVM_ADDRESS)
  const adapter = memoryEvmAdapter()
  adapter.wallet.authorized = authorized
  let release = () => {}
  const held = new Promise<void>((r) => {
    release = r
  })
  const reconnect = adapter.reconnect.bind(adapter)
  adapter.reconnect = async (params) => {
    await held
    return reconnect(params)
  }
  kit = createAppKit({
    projectId: 'hydrate',
    networks: [localEvm],
    adapters: [adapter],
    storage: cookieStorage({ read: () => cookies, write: () => {} }),
    isMobile: () => false,
    debug: false,
    disableAppend: true,
  })
  const tree = (
    <AppKitProvider appKit={kit} cookies={cookies}>
      <Account />
    </AppKitProvider>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree)
  document.body.append(container)
  seen.length = 0
  const errors: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) })
  })
  consoleError.mockRestore()
  return { container, errors, release }
}

const text = (container: HTMLElement, id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent

describe('issue 20: hydration from the cookie, with no "disconnected" in between', () => {
  it('hydrates the server HTML without a mismatch and stays on the account until the restore connects', async () => {
    const { container, errors, release } = await serveAndHydrate(true)
    expect(errors).toEqual([])
    expect(text(container, 'status')).toBe('reconnecting')
    expect(text(container, 'address')).toBe(MEMORY_EVM_ADDRESS)
    expect(container.querySelector('[data-portico-button="account"]')).not.toBeNull()
    release()
    await act(async () => {
      await kit?.ready()
    })
    await waitFor(() => expect(text(container, 'status')).toBe('connected'))
    expect(text(container, 'address')).toBe(MEMORY_EVM_ADDRESS)
    expect(seen).not.toContain('disconnected')
    expect(seen).not.toContain('connecting')
  })

  it('a stored connection the wallet no longer grants ends disconnected once start-up has settled', async () => {
    const { container, errors, release } = await serveAndHydrate(false)
    expect(errors).toEqual([])
    expect(text(container, 'status')).toBe('reconnecting')
    release()
    await act(async () => {
      await kit?.ready()
    })
    await waitFor(() => expect(text(container, 'status')).toBe('disconnected'))
    expect(text(container, 'address')).toBe('none')
    expect(container.querySelector('[data-portico-button="connect"]')).not.toBeNull()
  })
})
