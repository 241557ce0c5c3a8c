import { localEvm } from '@portico/common/networks'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { pairingLink, relayOf } from '../src/views/connecting-walletconnect/relay'
import { openModal, setup } from './setup'
import { createFakeRelay, createRelayAdapter, type FakeRelay, RELAY_ADDRESS } from './support/fake-relay'

afterEach(cleanup)

async function withRelay(relay: FakeRelay = createFakeRelay(), options: { isMobile?: boolean } = {}) {
  const h = await setup({
    networks: [localEvm],
    adapters: [createRelayAdapter(relay)],
    isMobile: () => options.isMobile ?? false,
  })
  return { h, relay }
}

async function qr(h: Awaited<ReturnType<typeof setup>>) {
  const root = h.host().shadowRoot as ShadowRoot
  await waitFor(() => expect(root.querySelector('[data-testid="portico-wc-qr"]')).not.toBeNull(), { timeout: 4000 })
  return root.querySelector('[data-testid="portico-wc-qr"]') as HTMLElement
}

async function click(element: Element) {
  await act(async () => {
    fireEvent.click(element)
  })
}

describe('ConnectingWalletConnect', () => {
  it("Connect's WalletConnect entry shows the pairing QR with its URI, copies it, and connects on approval", async () => {
    const { h, relay } = await withRelay()
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void written.push(text) },
      configurable: true,
    })
    await openModal(h)
    await click(await h.modal().findByText('WalletConnect', { selector: '[data-testid="portico-connect"] *' }))
    const code = await qr(h)
    expect(code.dataset.uri).toBe('wc:pairing1@2?relay-protocol=irn&symKey=1')
    expect(code.querySelector('svg[role="img"]')).not.toBeNull()
    expect(h.modal().getByText('Scan this QR code with a WalletConnect wallet on your phone.')).toBeTruthy()
    await click(h.modal().getByRole('button', { name: 'Copy link' }))
    expect(written).toEqual(['wc:pairing1@2?relay-protocol=irn&symKey=1'])
    await act(async () => relay.approve())
    await waitFor(() => expect(h.core.state.modal.open).toBe(false))
    expect(h.core.state.chain.chains.eip155?.accountState.caipAddress).toBe(`eip155:31337:${RELAY_ADDRESS}`)
    expect(relay.pairings).toBe(1)
    h.unmount()
  })

  it('pairing starts in the click on WalletConnect, before its view has rendered, and pairs once', async () => {
    const { h, relay } = await withRelay()
    await openModal(h)
    const viewShownAtConnect: boolean[] = []
    const connect = h.core.connect.bind(h.core)
    h.core.connect = (...args) => {
      viewShownAtConnect.push(Boolean(h.host().shadowRoot?.querySelector('[data-testid="portico-walletconnect"]')))
      return connect(...args)
    }
    // The provider's code is asked for before anything else of the click: before the route changes.
    relay.onPreload = () => h.core.state.router.view
    await click(await h.modal().findByText('WalletConnect', { selector: '[data-testid="portico-connect"] *' }))
    await qr(h)
    expect(viewShownAtConnect).toEqual([false])
    expect(relay.preloads).toEqual(['Connect'])
    expect(relay.pairings).toBe(1)
    h.unmount()
  })

  it('a rejection says "Connection rejected"; Try again shows a fresh QR', async () => {
    const { h, relay } = await withRelay()
    await openModal(h, { view: 'ConnectingWalletConnect' })
    const first = (await qr(h)).dataset.uri
    await act(async () => relay.reject())
    const alert = await h.modal().findByRole('alert')
    expect(alert.textContent).toContain('Connection rejected')
    expect(h.core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
    const retry = h.modal().getByRole('button', { name: 'Try again' })
    await waitFor(() => expect(h.host().shadowRoot?.activeElement).toBe(retry))
    await click(retry)
    await waitFor(async () => expect((await qr(h)).dataset.uri).not.toBe(first))
    expect(relay.pairings).toBe(2)
    h.unmount()
  })

  it("the relay client's universal-provider alert shows once in the modal; an unknown key is ignored", async () => {
    const { h, relay } = await withRelay()
    await openModal(h, { view: 'ConnectingWalletConnect' })
    await qr(h)
    act(() => relay.alert('NOT_AN_ALERT'))
    expect(h.core.state.alert.open).toBe(false)
    act(() => relay.alert('INVALID_PROJECT_ID'))
    expect(h.core.state.alert).toMatchObject({ open: true, key: 'INVALID_PROJECT_ID', variant: 'error' })
    act(() => h.core.alerts.close())
    act(() => relay.alert('INVALID_PROJECT_ID'))
    expect(h.core.state.alert.open).toBe(false)
    h.unmount()
  })

  it('an expired pairing says so and "Get a new QR code" pairs afresh', async () => {
    const { h, relay } = await withRelay()
    await openModal(h, { view: 'ConnectingWalletConnect' })
    await qr(h)
    await act(async () => relay.expire())
    expect((await h.modal().findByRole('alert')).textContent).toContain('QR code expired')
    await click(h.modal().getByRole('button', { name: 'Get a new QR code' }))
    expect((await qr(h)).dataset.uri).toBe('wc:pairing2@2?relay-protocol=irn&symKey=2')
    h.unmount()
  })

  it("a catalogue wallet's QR carries its logo; its universal link opens the pairing on mobile", async () => {
    const { h } = await withRelay(undefined, { isMobile: true })
    await openModal(h)
    await act(async () =>
      h.core.router.push('ConnectingWalletConnect', {
        wallet: {
          id: 'w1',
          name: 'Rainbow Test',
          imageUrl: 'http://127.0.0.1/rainbow.png',
          mobileLink: 'https://rnbwapp.example/',
          desktopLink: 'rainbowdesk://',
        },
      }),
    )
    const code = await qr(h)
    const uri = code.dataset.uri as string
    expect(code.querySelector('image')?.getAttribute('href')).toBe('http://127.0.0.1/rainbow.png')
    expect(h.modal().getByRole('img', { name: 'QR code for Rainbow Test' })).toBeTruthy()
    const link = h.modal().getByRole('link', { name: 'Open Rainbow Test' })
    expect(link.getAttribute('href')).toBe(`https://rnbwapp.example/wc?uri=${encodeURIComponent(uri)}`)
    // The desktop app's link is for desktops only.
    expect(h.modal().queryByRole('link', { name: 'Open Rainbow Test desktop app' })).toBeNull()
    h.unmount()
  })

  it('on a desktop the desktop app link is offered with its native scheme, the phone link is not', async () => {
    const { h } = await withRelay()
    await openModal(h)
    await act(async () =>
      h.core.router.push('ConnectingWalletConnect', {
        wallet: { id: 'w1', name: 'Desk', desktopLink: 'deskwallet://', mobileLink: 'https://desk.example/' },
      }),
    )
    const uri = (await qr(h)).dataset.uri as string
    const link = h.modal().getByRole('link', { name: 'Open Desk desktop app' })
    expect(link.getAttribute('href')).toBe(`deskwallet://wc?uri=${encodeURIComponent(uri)}`)
    // The phone app's link is for phones only.
    expect(h.modal().queryByRole('link', { name: 'Open Desk' })).toBeNull()
    h.unmount()
  })

  it('closing the modal drops a waiting pairing, so reopening shows a fresh QR', async () => {
    const { h, relay } = await withRelay()
    await openModal(h, { view: 'ConnectingWalletConnect' })
    const first = (await qr(h)).dataset.uri
    await act(async () => h.core.close())
    await waitFor(() => expect(relay.abandoned).toBe(1))
    // Closing is the user's choice, not a failure: no "Failed to connect" toast.
    expect(h.core.state.snackbar.open).toBe(false)
    await openModal(h, { view: 'ConnectingWalletConnect' })
    await waitFor(async () => expect((await qr(h)).dataset.uri).not.toBe(first))
    h.unmount()
  })

  it('§4 on Telegram / iOS Safari the waiting pairing is kept across closing and shown again', async () => {
    const { h, relay } = await withRelay(createFakeRelay({ reuse: true }))
    await openModal(h, { view: 'ConnectingWalletConnect' })
    const first = (await qr(h)).dataset.uri
    await act(async () => h.core.close())
    await openModal(h, { view: 'ConnectingWalletConnect' })
    expect((await qr(h)).dataset.uri).toBe(first)
    expect(relay.abandoned).toBe(0)
    expect(relay.pairings).toBe(1)
    h.unmount()
  })

  it('ConnectingWalletConnectBasic shows the QR and copy without wallet links', async () => {
    const { h } = await withRelay()
    await openModal(h, { view: 'ConnectingWalletConnectBasic' })
    await qr(h)
    expect(h.modal().getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(h.modal().queryByRole('link')).toBeNull()
    h.unmount()
  })

  it('without a WalletConnect connector the view says WalletConnect is not set up', async () => {
    const h = await setup()
    await openModal(h, { view: 'ConnectingWalletConnect' })
    expect(await h.modal().findByText('WalletConnect is not set up in this app.', {}, { timeout: 4000 })).toBeTruthy()
    h.unmount()
  })
})

describe('pairing links', () => {
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=k'
  it('universal and native links carry the encoded URI; dangerous schemes are refused', () => {
    expect(pairingLink('https://w.example', uri)).toBe(`https://w.example/wc?uri=${encodeURIComponent(uri)}`)
    expect(pairingLink('wallet:', uri)).toBe(`wallet://wc?uri=${encodeURIComponent(uri)}`)
    expect(pairingLink('wallet://app', uri)).toBe(`wallet://app/wc?uri=${encodeURIComponent(uri)}`)
    expect(pairingLink('javascript:alert(1)//', uri)).toBeUndefined()
    expect(pairingLink('not a link', uri)).toBeUndefined()
  })
  it('finds the client directly or behind an EIP-1193 provider, and nothing in other objects', () => {
    const relay = createFakeRelay()
    expect(relayOf(relay)).toBe(relay)
    expect(relayOf({ request: () => 0, relay })).toBe(relay)
    expect(relayOf({ kind: 'walletconnect' })).toBeUndefined()
    expect(relayOf(undefined)).toBeUndefined()
  })
})
