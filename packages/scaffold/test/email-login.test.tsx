import { AUTH_CONNECTOR_ID, type AuthConnectorProvider } from '@portico/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openModal, type setup } from './setup'
import { withEmbeddedWallet } from './support/embedded-wallet'

/** A frame failure as the embedded wallet raises it: the frame's code and what apps/api added. */
const failure = (frameCode: string, extra: { attemptsLeft?: number } = {}) =>
  Object.assign(new Error(frameCode), { code: 'FRAME_ERROR', frameCode, ...extra })

async function toCodeView(h: Awaited<ReturnType<typeof setup>>) {
  await openModal(h)
  fireEvent.click(await h.modal().findByRole('button', { name: 'Continue with email' }))
  fireEvent.change(await h.modal().findByLabelText('Email address'), { target: { value: 'ada@example.com' } })
  await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Continue' })))
  await h.modal().findByTestId('portico-email-otp')
}

async function submit(h: Awaited<ReturnType<typeof setup>>, code: string) {
  fireEvent.change(h.modal().getByLabelText('Code'), { target: { value: code } })
  await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Confirm' })))
}

describe('email login views', () => {
  it('Connect loads the frame ahead of use and leads to EmailLogin; the code view starts a 30 s resend countdown', async () => {
    const { h, provider } = await withEmbeddedWallet({})
    await toCodeView(h)
    expect(provider.preload).toHaveBeenCalled()
    expect(provider.connectEmail).toHaveBeenCalledWith('ada@example.com')
    const resend = h.modal().getByRole('button', { name: 'Resend code in 30 seconds' })
    expect((resend as HTMLButtonElement).disabled).toBe(true)
    h.unmount()
  })

  it('a wrong code says how many attempts are left; a locked one says so', async () => {
    const connectOtp = vi
      .fn()
      .mockRejectedValueOnce(failure('INVALID_OTP', { attemptsLeft: 2 }))
      .mockRejectedValueOnce(failure('INVALID_OTP', { attemptsLeft: 1 }))
      .mockRejectedValueOnce(failure('OTP_LOCKED'))
    const { h } = await withEmbeddedWallet({ connectOtp })
    await toCodeView(h)
    await submit(h, '111111')
    expect((await h.modal().findByRole('alert')).textContent).toBe('Wrong code. 2 attempts left.')
    await submit(h, '111111')
    expect((await h.modal().findByRole('alert')).textContent).toBe('Wrong code. 1 attempt left.')
    await submit(h, '111111')
    expect((await h.modal().findByRole('alert')).textContent).toBe('Too many wrong codes. Request a new code.')
    expect(connectOtp).toHaveBeenCalledWith('ada@example.com', '111111')
    h.unmount()
  })

  it('a known user on a new device waits in EmailVerifyDevice, then gets the code view', async () => {
    let approve: () => void = () => {}
    const { h } = await withEmbeddedWallet({
      connectEmail: vi.fn(async () => 'VERIFY_DEVICE' as const),
      connectDevice: () =>
        new Promise<void>((resolve) => {
          approve = resolve
        }),
    })
    await openModal(h)
    fireEvent.click(await h.modal().findByRole('button', { name: 'Continue with email' }))
    fireEvent.change(await h.modal().findByLabelText('Email address'), { target: { value: 'ada@example.com' } })
    await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Continue' })))
    await h.modal().findByTestId('portico-email-device')
    await act(async () => approve())
    await h.modal().findByTestId('portico-email-otp')
    h.unmount()
  })
})

/** Signed in through the auth connector: core's eip155 connection is the embedded wallet's (type 'auth'). */
async function signedIn(auth: Partial<AuthConnectorProvider>) {
  const { h, provider, adapter } = await withEmbeddedWallet({
    user: () => ({ email: 'ada@example.com', username: null, provider: 'email' }),
    ...auth,
  })
  const connect = adapter.connect.bind(adapter)
  adapter.connect = async (params) => ({ ...(await connect(params)), connectorId: AUTH_CONNECTOR_ID })
  await act(async () => h.core.connect({ namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID }))
  return { h, provider }
}

describe('email update views (§4: a code to the current address, then one to the new)', () => {
  it('Account offers "Update email"; both codes are checked through the frame, then Account shows again', async () => {
    const updateEmailVerify = vi.fn(async (_otp: string, step: 'PRIMARY' | 'SECONDARY') =>
      step === 'PRIMARY' ? ('SECONDARY' as const) : ('DONE' as const),
    )
    const { h, provider } = await signedIn({ updateEmailVerify })
    await openModal(h)
    fireEvent.click(await h.modal().findByRole('button', { name: 'Update email' }))
    const field = (await h.modal().findByLabelText('New email address')) as HTMLInputElement
    expect(field.value).toBe('ada@example.com')
    await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Continue' })))
    expect(h.modal().getByText('Enter an address other than your current one.')).toBeTruthy()
    expect(provider.updateEmail).not.toHaveBeenCalled()
    fireEvent.change(field, { target: { value: 'ada.new@example.com' } })
    await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Continue' })))
    expect(provider.updateEmail).toHaveBeenCalledWith('ada.new@example.com')
    expect((await h.modal().findByTestId('portico-update-email-primary')).textContent).toContain(
      'Enter the 6-digit code we sent to ada@example.com.',
    )
    await submit(h, '123456')
    expect((await h.modal().findByTestId('portico-update-email-secondary')).textContent).toContain(
      'Enter the 6-digit code we sent to ada.new@example.com.',
    )
    await submit(h, '654321')
    expect(updateEmailVerify.mock.calls).toEqual([
      ['123456', 'PRIMARY'],
      ['654321', 'SECONDARY'],
    ])
    await waitFor(() => expect(h.core.state.router.view).toBe('Account'))
    h.unmount()
  })

  it('a wrong code says how many attempts are left', async () => {
    const updateEmailVerify = vi.fn().mockRejectedValueOnce(failure('INVALID_OTP', { attemptsLeft: 4 }))
    const { h } = await signedIn({ updateEmailVerify })
    await openModal(h, { view: 'UpdateEmailPrimaryOtp', data: { email: 'ada@example.com', newEmail: 'b@example.com' } })
    fireEvent.change(await h.modal().findByLabelText('Code'), { target: { value: '000000' } })
    await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Confirm' })))
    expect((await h.modal().findByRole('alert')).textContent).toBe('Wrong code. 4 attempts left.')
    h.unmount()
  })

  it('the code to the new address can be sent again, like the first: disabled for 30 s, then once per 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const updateEmailResend = vi.fn(async () => undefined)
      const { h } = await signedIn({ updateEmailResend })
      const data = { email: 'ada@example.com', newEmail: 'b@example.com' }
      await openModal(h, { view: 'UpdateEmailSecondaryOtp', data })
      const waiting = await h.modal().findByRole('button', { name: 'Resend code in 30 seconds' })
      expect((waiting as HTMLButtonElement).disabled).toBe(true)
      await act(() => vi.advanceTimersByTimeAsync(30_000))
      const resend = await h.modal().findByRole('button', { name: 'Resend code' })
      await act(async () => fireEvent.click(resend))
      expect(updateEmailResend).toHaveBeenCalledTimes(1)
      const again = h.modal().getByRole('button', { name: 'Resend code in 30 seconds' }) as HTMLButtonElement
      expect(again.disabled).toBe(true)
      fireEvent.click(again)
      expect(updateEmailResend).toHaveBeenCalledTimes(1)
      h.unmount()
    } finally {
      vi.useRealTimers()
    }
  })

  it('a refused resend of the second code is explained under the field', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const updateEmailResend = vi.fn().mockRejectedValueOnce(failure('RESEND_TOO_SOON'))
      const { h } = await signedIn({ updateEmailResend })
      const data = { email: 'ada@example.com', newEmail: 'b@example.com' }
      await openModal(h, { view: 'UpdateEmailSecondaryOtp', data })
      await h.modal().findByRole('button', { name: 'Resend code in 30 seconds' })
      await act(() => vi.advanceTimersByTimeAsync(30_000))
      const resend = await h.modal().findByRole('button', { name: 'Resend code' })
      await act(async () => fireEvent.click(resend))
      expect(updateEmailResend).toHaveBeenCalledTimes(1)
      expect((await h.modal().findByRole('alert')).textContent).not.toBe('')
      h.unmount()
    } finally {
      vi.useRealTimers()
    }
  })

  it('is not offered before the embedded wallet is connected (§5)', async () => {
    const { h } = await withEmbeddedWallet({})
    await openModal(h, { view: 'UpdateEmailWallet' })
    expect(h.core.state.router.view).toBe('Connect')
    expect(h.modal().queryByTestId('portico-update-email')).toBeNull()
    h.unmount()
  })
})

describe('ConnectingFarcaster view', () => {
  it('Connect offers Farcaster (a default social); the view shows the channel URI as a QR code; approval connects the auth connector', async () => {
    let approve: () => void = () => {}
    const farcasterStart = vi.fn(async () => 'farcaster://connect?channelToken=c1')
    const { h } = await withEmbeddedWallet({
      farcasterStart,
      farcasterWait: () =>
        new Promise<void>((resolve) => {
          approve = resolve
        }),
    })
    await openModal(h)
    fireEvent.click(await h.modal().findByRole('button', { name: 'Continue with Farcaster' }))
    const view = await h.modal().findByTestId('portico-farcaster')
    await vi.waitFor(() => expect(view.getAttribute('data-status')).toBe('waiting'))
    expect(h.modal().getByTestId('portico-farcaster-qr').getAttribute('data-uri')).toBe(
      'farcaster://connect?channelToken=c1',
    )
    expect(h.modal().getByRole('img', { name: 'QR code' })).toBeTruthy()
    // Desktop: no link to the Farcaster app (it is on the phone that scans).
    expect(h.modal().queryByTestId('portico-farcaster-link')).toBeNull()
    const connect = vi.spyOn(h.core, 'connect').mockReturnValue(new Promise(() => {}))
    await act(async () => approve())
    // Signed in: the embedded wallet's auth connector is connected (the e2e connects it for real).
    await vi.waitFor(() =>
      expect(connect).toHaveBeenCalledWith({ namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID }),
    )
    expect(farcasterStart).toHaveBeenCalledTimes(1)
    h.unmount()
  })

  it('an expired channel says "Failed to connect to farcaster"; Try again opens a new channel', async () => {
    const farcasterStart = vi
      .fn()
      .mockResolvedValueOnce('farcaster://connect?channelToken=c1')
      .mockResolvedValueOnce('farcaster://connect?channelToken=c2')
    const farcasterWait = vi
      .fn()
      .mockRejectedValueOnce(failure('CHANNEL_EXPIRED'))
      .mockReturnValueOnce(new Promise(() => {}))
    const { h } = await withEmbeddedWallet({ farcasterStart, farcasterWait })
    await openModal(h)
    fireEvent.click(await h.modal().findByRole('button', { name: 'Continue with Farcaster' }))
    expect((await h.modal().findByRole('alert')).textContent).toBe('Failed to connect to farcaster')
    await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Try again' })))
    await vi.waitFor(() =>
      expect(h.modal().getByTestId('portico-farcaster-qr').getAttribute('data-uri')).toBe(
        'farcaster://connect?channelToken=c2',
      ),
    )
    expect(farcasterStart).toHaveBeenCalledTimes(2)
    h.unmount()
  })
})
