import { localEvm } from '@portico/common'
import { AUTH_CONNECTOR_ID, type AuthAccountType, type AuthConnectorProvider, type Connector } from '@portico/core'
import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { memoryEvm, openModal, setup } from './setup'

/** An app whose eip155 adapter also offers an embedded wallet reporting the given account type. */
async function withAccountType(type: AuthAccountType | undefined) {
  const setPreferredAccountType = vi.fn(async (_type: 'smartAccount' | 'eoa') => undefined)
  const provider: AuthConnectorProvider = {
    kind: 'portico-auth',
    preload: vi.fn(),
    connectEmail: vi.fn(async () => 'VERIFY_OTP' as const),
    connectDevice: vi.fn(async () => undefined),
    connectOtp: vi.fn(async () => undefined),
    user: () => undefined,
    exportPrivateKey: vi.fn(async () => undefined),
    accountType: () => type,
    setPreferredAccountType,
  }
  const adapter = memoryEvm()
  const connector: Connector = { id: AUTH_CONNECTOR_ID, name: 'Email', type: 'auth', chain: 'eip155', provider }
  const sync = adapter.syncConnectors.bind(adapter)
  adapter.syncConnectors = async (params) => [...(await sync(params)), connector]
  const h = await setup({ networks: [localEvm], adapters: [adapter] })
  await openModal(h, { view: 'SmartAccountSettings' })
  return { h, setPreferredAccountType }
}

const available: AuthAccountType = {
  preferred: 'smartAccount',
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
