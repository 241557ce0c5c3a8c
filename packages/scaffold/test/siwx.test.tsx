import type { SIWXConfig, SIWXSession } from '@portico/core'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EVM_ADDRESS, type Harness, setup } from './setup'

afterEach(cleanup)

// A boundary fake of the SIWX store (the real one, @portico/siwx, is exercised with real signatures in its own tests,
// on apps/api and in e2e): it accepts only the memory wallet's signature over the message it created.
function memorySiwx(required: boolean) {
  const sessions: SIWXSession[] = []
  const config: SIWXConfig = {
    async createMessage({ accountAddress, chainId }) {
      const text = `lab wants you to sign in: ${accountAddress} ${chainId}`
      return {
        accountAddress,
        chainId,
        domain: 'lab',
        uri: 'http://lab',
        version: '1',
        nonce: 'n0nce123',
        toString: () => text,
      }
    },
    async addSession(session) {
      if (session.signature !== `memory-signature:${session.data.accountAddress}:${session.message}`)
        throw new Error('bad signature')
      sessions.push(session)
    },
    async revokeSession() {
      sessions.splice(0)
    },
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    getRequired: () => required,
  }
  return { config, sessions }
}

/** What the Connecting views do: connect, then close the modal in the same task. */
async function connectAndWaitForSignIn(h: Harness) {
  await act(async () => h.core.open())
  await act(async () => {
    await h.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' })
    h.core.close()
  })
  return h.modal().findByTestId('portico-siwx', {}, { timeout: 10_000 })
}

describe('SIWXSignMessage view', { timeout: 30_000 }, () => {
  it('required: shows the account, the close button is disabled and Escape only shakes; signing closes the modal', async () => {
    const siwx = memorySiwx(true)
    const h = await setup({ siwx: siwx.config })
    const view = await connectAndWaitForSignIn(h)
    expect(view.textContent).toContain('wants you to sign in')
    expect(h.modal().getByTestId('portico-siwx-account').textContent).toContain(EVM_ADDRESS.slice(0, 6))
    const close = h.modal().getByRole('button', { name: 'Close' }) as HTMLButtonElement
    expect(close.disabled).toBe(true)
    fireEvent.keyDown(h.modal().getByRole('dialog'), { key: 'Escape' })
    expect(h.core.state.modal.open).toBe(true)
    expect(h.modal().getByRole('button', { name: 'Cancel and disconnect' })).toBeTruthy()
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Sign in' }))
    })
    await waitFor(() => expect(h.core.state.modal.open).toBe(false))
    expect(siwx.sessions).toHaveLength(1)
    expect(h.core.state.events.last?.event).toBe('SIWX_AUTH_SUCCESS')
    h.unmount()
  })

  it('a declined signature shows the error with a focused retry; the retry signs in', async () => {
    const siwx = memorySiwx(false)
    const h = await setup({ siwx: siwx.config })
    await connectAndWaitForSignIn(h)
    expect((h.modal().getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(false)
    h.evm.wallet.behaviour = 'reject'
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Sign in' }))
    })
    const alert = await h.modal().findByRole('alert')
    expect(alert.textContent).toContain('Sign-in failed')
    expect(alert.textContent).toContain('Signature declined')
    expect(h.core.state.events.last?.event).toBe('SIWX_AUTH_ERROR')
    const retry = h.modal().getByRole('button', { name: 'Try again' })
    await waitFor(() => expect(h.host().shadowRoot?.activeElement).toBe(retry))
    h.evm.wallet.behaviour = 'approve'
    await act(async () => {
      fireEvent.click(retry)
    })
    await waitFor(() => expect(h.core.state.modal.open).toBe(false))
    expect(siwx.sessions).toHaveLength(1)
    h.unmount()
  })

  it('cancel when required disconnects the wallet (CLICK_CANCEL_SIWX); optional cancel only closes', async () => {
    const required = await setup({ siwx: memorySiwx(true).config })
    await connectAndWaitForSignIn(required)
    await act(async () => {
      fireEvent.click(required.modal().getByRole('button', { name: 'Cancel and disconnect' }))
    })
    await waitFor(() => expect(required.core.state.chain.chains.eip155?.accountState.status).toBe('disconnected'))
    expect(required.core.state.modal.open).toBe(false)
    required.unmount()

    const optional = await setup({ siwx: memorySiwx(false).config })
    await connectAndWaitForSignIn(optional)
    await act(async () => {
      fireEvent.click(optional.modal().getByRole('button', { name: 'Cancel' }))
    })
    await waitFor(() => expect(optional.core.state.modal.open).toBe(false))
    expect(optional.core.state.chain.chains.eip155?.accountState.status).toBe('connected')
    optional.unmount()
  })
})
