import { type AuthConnectorProvider, isAuthConnectorProvider } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import type { FrameMessenger } from '../messenger/frame-messenger'
import { createEmbeddedWallet } from './create-adapters'

const user = (email: string) => ({ id: 'u1', email, provider: 'email' as const, username: null })
const ACCOUNTS = {
  eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
}

describe('email update through the frame (§4: primary code, then secondary)', () => {
  it('each step is a frame request; the last one moves the signed-in user to the new email and tells core', async () => {
    const sent: Array<{ type: string; payload: unknown }> = []
    const messenger = {
      request: vi.fn(async (type: string, payload: { step?: string }) => {
        sent.push({ type, payload })
        if (type === 'UPDATE_EMAIL') return { step: 'PRIMARY' }
        return payload.step === 'PRIMARY' ? { step: 'SECONDARY' } : { user: user('new@example.com') }
      }),
    } as unknown as FrameMessenger
    const wallet = createEmbeddedWallet({ secureSiteUrl: 'https://secure.test', createMessenger: () => messenger })
    wallet.session.setConnected({ user: user('old@example.com'), accounts: ACCOUNTS, isNewUser: false })
    const [evm] = wallet.adapters
    const changed = vi.fn()
    evm.on('accountsChanged', changed)
    const [connector] = await evm.syncConnectors({ namespace: 'eip155' })
    const auth = connector?.provider
    if (!isAuthConnectorProvider(auth)) throw new Error('no auth provider')
    const provider: AuthConnectorProvider = auth

    await provider.updateEmail('new@example.com')
    expect(await provider.updateEmailVerify('111111', 'PRIMARY')).toBe('SECONDARY')
    expect(provider.user()?.email).toBe('old@example.com')
    expect(await provider.updateEmailVerify('222222', 'SECONDARY')).toBe('DONE')
    expect(provider.user()?.email).toBe('new@example.com')
    expect(sent).toEqual([
      { type: 'UPDATE_EMAIL', payload: { newEmail: 'new@example.com' } },
      { type: 'UPDATE_EMAIL_VERIFY', payload: { otp: '111111', step: 'PRIMARY' } },
      { type: 'UPDATE_EMAIL_VERIFY', payload: { otp: '222222', step: 'SECONDARY' } },
    ])
    // Core reads the user again for the same account.
    expect(changed).toHaveBeenLastCalledWith(
      expect.objectContaining({ namespace: 'eip155', accounts: [{ address: ACCOUNTS.eip155, type: 'eoa' }] }),
    )
  })
})

describe('email update: resending a code', () => {
  it('asks the frame to mail the pending step’s code again; a refusal (too soon) reaches the caller', async () => {
    const request = vi.fn(async (type: string) => {
      if (type !== 'UPDATE_EMAIL_RESEND') throw new Error(`unexpected ${type}`)
      if (request.mock.calls.length > 1) throw Object.assign(new Error('too soon'), { code: 'RESEND_TOO_SOON' })
      return { step: 'SECONDARY' }
    })
    const messenger = { request } as unknown as FrameMessenger
    const wallet = createEmbeddedWallet({ secureSiteUrl: 'https://secure.test', createMessenger: () => messenger })
    wallet.session.setConnected({ user: user('old@example.com'), accounts: ACCOUNTS, isNewUser: false })
    const [connector] = await wallet.adapters[0].syncConnectors({ namespace: 'eip155' })
    const provider = connector?.provider
    if (!isAuthConnectorProvider(provider) || !provider.updateEmailResend) throw new Error('no resend')
    await expect(provider.updateEmailResend()).resolves.toBeUndefined()
    expect(request).toHaveBeenCalledWith('UPDATE_EMAIL_RESEND', {})
    await expect(provider.updateEmailResend()).rejects.toThrow('too soon')
  })
})
