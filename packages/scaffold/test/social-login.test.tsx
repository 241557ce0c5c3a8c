import { featureError } from '@portico/common/errors'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { embeddedName } from '../src/views/account/EmbeddedAccount'
import { openModal } from './setup'
import { withEmbeddedWallet } from './support/embedded-wallet'

/** A social login the test settles by hand. */
function pendingSocial() {
  const calls: Array<{ provider: string; resolve: () => void; reject: (error: unknown) => void }> = []
  const connectSocial = vi.fn(
    (provider: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ provider, resolve, reject })
      }),
  )
  return { calls, connectSocial }
}

const viewOf = (h: Awaited<ReturnType<typeof withEmbeddedWallet>>['h']) => h.core.state.router.view

describe('social login views', () => {
  it('Connect lists the first socials and the rest in ConnectSocials; without social login in the wallet, none', async () => {
    const { h } = await withEmbeddedWallet({ connectSocial: vi.fn() })
    await openModal(h)
    const modal = h.modal()
    await modal.findByRole('button', { name: 'Continue with Google' })
    expect(modal.getByRole('button', { name: 'Continue with X' })).toBeTruthy()
    expect(modal.queryByRole('button', { name: 'Continue with Discord' })).toBeNull()
    fireEvent.click(modal.getByRole('button', { name: 'Continue with a social account' }))
    const list = await modal.findByTestId('portico-connect-socials')
    const names = [...list.querySelectorAll('button')].map((b) => b.textContent)
    expect(names).toEqual(
      ['Google', 'X', 'Discord', 'Apple', 'GitHub', 'Facebook'].map((name) => `Continue with ${name}`),
    )
    h.unmount()

    const without = await withEmbeddedWallet({})
    await openModal(without.h)
    await without.h.modal().findByRole('button', { name: 'Continue with email' })
    expect(
      without.h.modal().queryByRole('button', { name: /Continue with Google|Continue with a social account/ }),
    ).toBeNull()
    without.h.unmount()
  })

  it("each social row shows its provider's logo, drawn inline and hidden from assistive technology", async () => {
    const { h } = await withEmbeddedWallet({ connectSocial: pendingSocial().connectSocial })
    await openModal(h)
    const google = await h.modal().findByRole('button', { name: 'Continue with Google' })
    expect(google.querySelector('[data-social-logo="google"][aria-hidden="true"] svg')).toBeTruthy()
    fireEvent.click(h.modal().getByRole('button', { name: 'Continue with a social account' }))
    const list = await h.modal().findByTestId('portico-connect-socials')
    const logos = [...list.querySelectorAll('button')].map((b) => b.querySelector('[data-social-logo]'))
    expect(logos.map((logo) => logo?.getAttribute('data-social-logo'))).toEqual([
      'google',
      'x',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
    for (const logo of logos) expect(logo?.querySelector('svg path')).toBeTruthy()
    // Nothing fetched: no image element or external reference in any row.
    expect(list.querySelector('img, image, use')).toBeNull()
    fireEvent.click(h.modal().getByRole('button', { name: 'Continue with Discord' }))
    const connecting = await h.modal().findByTestId('portico-connecting-social')
    expect(connecting.querySelector('[data-social-logo="discord"]')).toBeTruthy()
    h.unmount()
  })

  it('a provider chosen opens the popup in the click; success connects, sends SOCIAL_LOGIN_SUCCESS and closes', async () => {
    const social = pendingSocial()
    const { h } = await withEmbeddedWallet({ connectSocial: social.connectSocial })
    await openModal(h)
    fireEvent.click(await h.modal().findByRole('button', { name: 'Continue with Google' }))
    // Called inside the click handler itself, so the wallet's window.open counts as the user's gesture.
    expect(social.connectSocial).toHaveBeenCalledWith('google')
    expect(viewOf(h)).toBe('ConnectingSocial')
    await h.modal().findByText('Continue in Google')
    await act(async () => social.calls[0]?.resolve())
    await waitFor(() => expect(h.core.state.modal.open).toBe(false))
    expect(h.core.state.chain.chains.eip155?.currentConnectorId).toBe('ID_AUTH')
    expect(h.core.state.events.last).toMatchObject({
      event: 'SOCIAL_LOGIN_SUCCESS',
      properties: { provider: 'google' },
    })
    h.unmount()
  })

  it('closing the popup goes back to Connect with "Popup closed", and Connect works again', async () => {
    const social = pendingSocial()
    const { h } = await withEmbeddedWallet({ connectSocial: social.connectSocial })
    await openModal(h)
    fireEvent.click(await h.modal().findByRole('button', { name: 'Continue with a social account' }))
    fireEvent.click(await h.modal().findByRole('button', { name: 'Continue with Discord' }))
    await h.modal().findByTestId('portico-connecting-social')
    await act(async () => social.calls[0]?.reject(featureError('POPUP_CLOSED')))
    await waitFor(() => expect(viewOf(h)).toBe('ConnectSocials'))
    expect(h.core.state.snackbar).toMatchObject({ open: true, message: 'Popup closed' })
    fireEvent.click(await h.modal().findByRole('button', { name: 'Continue with GitHub' }))
    expect(social.connectSocial).toHaveBeenLastCalledWith('github')
    expect(viewOf(h)).toBe('ConnectingSocial')
    h.unmount()
  })

  it('a failed sign-in stays in ConnectingSocial with the reason and a retry', async () => {
    const social = pendingSocial()
    const { h } = await withEmbeddedWallet({ connectSocial: social.connectSocial })
    await openModal(h)
    fireEvent.click(await h.modal().findByRole('button', { name: 'Continue with X' }))
    const failure = Object.assign(new Error('The x login could not be completed'), {
      code: 'FRAME_ERROR',
      frameCode: 'SOCIAL_LOGIN_FAILED',
    })
    await act(async () => social.calls[0]?.reject(failure))
    const alert = await h.modal().findByRole('alert')
    expect(alert.textContent).toContain('Failed to connect')
    expect(alert.textContent).toContain('The x login could not be completed')
    fireEvent.click(h.modal().getByRole('button', { name: 'Try again' }))
    expect(social.connectSocial).toHaveBeenCalledTimes(2)
    h.unmount()
  })
})

describe('Account: who signed in (§9)', () => {
  it('a social login by its name (Discord less its trailing 0), an email login by the email cut at 30', () => {
    expect(embeddedName({ provider: 'discord', username: 'alice0', email: 'alice@portico.test' })).toBe('alice')
    expect(embeddedName({ provider: 'github', username: 'octo0', email: null })).toBe('octo0')
    expect(
      embeddedName({ provider: 'google', username: null, email: 'a-rather-long-address-for-a-test@example.com' }),
    ).toBe('a-rather-long-address-for-a-te…')
    expect(embeddedName({ provider: 'email', username: 'alice', email: 'ada@example.com' })).toBe('ada@example.com')
  })

  it('the Account view shows the Discord name of the signed-in user', async () => {
    const { h } = await withEmbeddedWallet({
      user: () => ({ email: 'alice@portico.test', username: 'alice0', provider: 'discord' }),
    })
    await act(async () => {
      await h.core.connect({ namespace: 'eip155', connectorId: 'ID_AUTH' })
    })
    await openModal(h)
    const shown = await h.modal().findByTestId('portico-account-email', undefined, { timeout: 10_000 })
    expect(shown.textContent).toBe('alice')
    h.unmount()
  })
})
