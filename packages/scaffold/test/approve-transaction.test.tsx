import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openModal, setup } from './setup'
import { withEmbeddedWallet } from './support/embedded-wallet'

afterEach(cleanup)

describe('ApproveTransaction', () => {
  it("a session grant's expiry is a row of its own in the modal's locale, not text inside the details", async () => {
    const { h } = await withEmbeddedWallet({})
    await openModal(h)
    const expiresAt = Date.UTC(2026, 10, 26, 9, 42) / 1000
    await act(async () =>
      h.core.router.push('ApproveTransaction', {
        request: { namespace: 'eip155', method: 'wallet_grantPermissions', summary: 'contract-call', expiresAt },
      }),
    )
    const view = await h.modal().findByTestId('portico-approve-transaction')
    expect(view.querySelector('[data-testid="portico-approve-summary"] dd')?.textContent).toBe('contract-call')
    const expires = view.querySelector('[data-testid="portico-approve-expires"]')
    expect(expires?.querySelector('dt')?.textContent).toBe('Valid until')
    expect(expires?.querySelector('dd')?.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(expiresAt * 1000),
    )
    h.unmount()
  })

  it('shows no expiry row for a request without one', async () => {
    const { h } = await withEmbeddedWallet({})
    await openModal(h)
    await act(async () =>
      h.core.router.push('ApproveTransaction', {
        request: { namespace: 'eip155', method: 'eth_signTypedData_v4', summary: 'Permit · PUSD' },
      }),
    )
    const view = await h.modal().findByTestId('portico-approve-transaction')
    expect(view.querySelector('[data-testid="portico-approve-expires"]')).toBeNull()
    h.unmount()
  })

  // The wallet sends the count as data; the words are the modal's, in its locale (they were built in English).
  it.each([
    ['en', 1, '1 call in one user operation'],
    ['en', 3, '3 calls in one user operation'],
    ['es', 2, '2 llamadas en una sola operación de usuario'],
  ])("a batch's call count is worded in the modal's locale (%s, %i)", async (locale, calls, text) => {
    const h = await setup({}, { locale })
    await openModal(h)
    await act(async () =>
      h.core.router.push('ApproveTransaction', {
        request: { namespace: 'eip155', method: 'wallet_sendCalls', value: '0 ETH', calls },
      }),
    )
    const view = await h.modal().findByTestId('portico-approve-transaction')
    // The locale's catalogue loads on its own: until it is there the modal speaks English.
    await waitFor(() => expect(view.querySelector('[data-testid="portico-approve-calls"] dd')?.textContent).toBe(text))
    h.unmount()
  })
})
