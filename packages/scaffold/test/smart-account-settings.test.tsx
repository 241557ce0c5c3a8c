import type { AuthAccountType } from '@portico/core'
import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openModal } from './setup'
import { withEmbeddedWallet } from './support/embedded-wallet'

/** An app whose embedded wallet reports the given account type, with SmartAccountSettings open. */
async function withAccountType(type: AuthAccountType | undefined) {
  const setPreferredAccountType = vi.fn(async (_type: 'smartAccount' | 'eoa') => undefined)
  const { h } = await withEmbeddedWallet({ accountType: () => type, setPreferredAccountType })
  await openModal(h, { view: 'SmartAccountSettings' })
  return { h, setPreferredAccountType }
}

const available: AuthAccountType = {
  preferredAccountType: 'smartAccount',
  smartAccountAvailable: true,
  smartAccountDeployed: false,
  smartAccountEnabledNetworks: [31337],
}

describe('SmartAccountSettings (issue 19)', () => {
  it('offers the smart account and the EOA where the network has one; choosing the EOA asks the wallet to switch', async () => {
    const { h, setPreferredAccountType } = await withAccountType(available)
    await h.modal().findByTestId('portico-smart-account-settings')
    expect(h.modal().getByTestId('portico-account-type-smartAccount').textContent).toContain('Smart account')
    expect(h.modal().queryByTestId('portico-smart-account-unsupported')).toBeNull()
    await act(async () => fireEvent.click(h.modal().getByTestId('portico-account-type-eoa')))
    expect(setPreferredAccountType).toHaveBeenCalledWith('eoa')
    h.unmount()
  })

  it('a network without smart-account support offers only the EOA and says why (§8)', async () => {
    const { h } = await withAccountType({ ...available, smartAccountAvailable: false, smartAccountEnabledNetworks: [] })
    await h.modal().findByTestId('portico-smart-account-settings')
    expect(h.modal().queryByTestId('portico-account-type-smartAccount')).toBeNull()
    expect(h.modal().getByTestId('portico-account-type-eoa')).toBeTruthy()
    expect(h.modal().getByTestId('portico-smart-account-unsupported').textContent).toBe(
      'This application might not support Smart Accounts',
    )
    h.unmount()
  })
})
