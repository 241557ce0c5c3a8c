import { act, fireEvent } from '@testing-library/react'
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
