import { localEvm, localEvm2, solanaLocalnet } from '@portico/common/networks'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { connect, EVM_ADDRESS, openModal, setup } from './setup'
import { withApi } from './support/account-fixture'
import { accountViewsFixture, mainnetLike, openAccount } from './support/account-views'

const fixture = accountViewsFixture()

describe('Account view: header', () => {
  it('shows the truncated address, the tinted avatar while the identity loads, and 0.00 on a testnet (§9)', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await openAccount(h)
    const modal = h.modal()
    expect(modal.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(modal.getByTitle(EVM_ADDRESS).textContent).toBe('0x7099…79C8')
    // The memory wallet says 1.5 ETH, but the local chain is a testnet.
    expect((await modal.findByTestId('portico-balance')).textContent).toBe('0.00 ETH')
    expect(modal.getByText('Connected with Memory EVM')).toBeTruthy()
    // No name registered for this address: the 5-tint fallback and the offer to choose one.
    const avatar = await modal.findByRole('img', { name: 'Avatar for 0x7099…79C8' })
    expect(avatar.hasAttribute('data-fallback')).toBe(true)
    expect(avatar.dataset.tints?.split(' ')).toHaveLength(5)
    const choose = await modal.findByRole('button', { name: 'Choose a name' })
    expect(modal.queryByTestId('portico-account-name')).toBeNull()
    // The offer arrives with the name lookup's answer: it comes after Disconnect, so it never moves that button.
    const disconnect = modal.getByRole('button', { name: 'Disconnect' })
    expect(disconnect.compareDocumentPosition(choose) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    h.unmount()
  })

  it('on a non-testnet shows a balance skeleton, then the wallet balance with 2 decimals', async () => {
    const h = await setup(withApi(fixture.stack.api, { networks: [mainnetLike, localEvm2, solanaLocalnet] }))
    let releaseBalance: () => void = () => {}
    const original = h.evm.getBalance.bind(h.evm)
    h.evm.getBalance = (params) =>
      new Promise((resolve) => {
        releaseBalance = () => resolve(original(params))
      })
    await openAccount(h)
    const modal = h.modal()
    expect(modal.getByText('Loading balance')).toBeTruthy()
    expect(modal.queryByTestId('portico-balance')).toBeNull()
    await act(async () => releaseBalance())
    expect((await modal.findByTestId('portico-balance')).textContent).toBe('1.50 ETH')
    h.unmount()
  })

  it('a failed balance fetch shows 0.00 in the network symbol (§8)', async () => {
    const h = await setup(withApi(fixture.stack.api, { networks: [mainnetLike, localEvm2, solanaLocalnet] }))
    await loadRoute(routeOf('Account'))
    await connect(h)
    h.evm.wallet.behaviour = 'fail'
    await openModal(h)
    expect((await h.modal().findByTestId('portico-balance')).textContent).toBe('0.00 ETH')
    h.unmount()
  })

  it('links to the network block explorer when the network names one', async () => {
    const withExplorer = {
      ...localEvm,
      blockExplorers: { default: { name: 'Local Scan', url: 'http://127.0.0.1:9/' } },
    }
    const h = await setup(withApi(fixture.stack.api, { networks: [withExplorer, localEvm2, solanaLocalnet] }))
    await openAccount(h)
    const link = h.modal().getByRole('link', { name: 'View on Local Scan' })
    expect(link.getAttribute('href')).toBe(`http://127.0.0.1:9/address/${EVM_ADDRESS}`)
    h.unmount()
    const plain = await setup(withApi(fixture.stack.api))
    await openAccount(plain)
    expect(plain.modal().queryByRole('link')).toBeNull()
    plain.unmount()
  })

  it('copies the address', async () => {
    const h = await setup(withApi(fixture.stack.api))
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void written.push(text) },
      configurable: true,
    })
    await openAccount(h)
    await act(async () => {
      fireEvent.click(await h.modal().findByRole('button', { name: 'Copy address' }))
    })
    expect(written).toEqual([EVM_ADDRESS])
    expect(await h.modal().findByText('Address copied')).toBeTruthy()
    h.unmount()
  })

  it('an identity error says names could not be fetched and keeps the address', async () => {
    const h = await setup(withApi(fixture.failingUrl))
    await openAccount(h)
    expect(await h.modal().findByText('Error fetching names for address')).toBeTruthy()
    expect(h.modal().getByTitle(EVM_ADDRESS)).toBeTruthy()
    expect(h.modal().queryByRole('button', { name: 'Choose a name' })).toBeNull()
    h.unmount()
  })

  it('disconnect clears the account and closes the modal', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await openAccount(h)
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Disconnect' }))
    })
    await waitFor(() => expect(h.core.state.modal.open).toBe(false))
    expect(h.core.state.chain.chains.eip155?.accountState.address).toBeUndefined()
    expect(h.evm.calls.some((c) => c.method === 'disconnect')).toBe(true)
    h.unmount()
  })

  it('opened without an account, Account gives way to Connect', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await openModal(h, { view: 'Account' })
    expect(await h.modal().findByTestId('portico-connect')).toBeTruthy()
    h.unmount()
  })

  it('lists the accounts of the connection with their declared type and switches between them', async () => {
    const h = await setup(withApi(fixture.stack.api))
    const second = fixture.stack.accounts[2]?.address ?? ''
    h.evm.wallet.accounts = [
      { address: EVM_ADDRESS, type: 'eoa' },
      { address: second, type: 'smartAccount' },
    ]
    await openAccount(h)
    const options = h.modal().getAllByTestId('portico-account-option')
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Externally owned account'),
      expect.stringContaining('Smart account'),
    ])
    expect(options[0]?.getAttribute('aria-pressed')).toBe('true')
    await act(async () => {
      fireEvent.click(options[1] as HTMLElement)
    })
    expect(h.core.state.chain.chains.eip155?.accountState.address).toBe(second)
    await waitFor(() => expect(h.modal().getByTitle(second)).toBeTruthy())
    h.unmount()
  })

  it('one account: no account list and no account-type choice', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await openAccount(h)
    expect(h.modal().queryAllByTestId('portico-account-option')).toHaveLength(0)
    expect(h.modal().queryByText('Smart account')).toBeNull()
    h.unmount()
  })

  it('Wallets opens ProfileWallets', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await loadRoute(routeOf('ProfileWallets'))
    await openAccount(h)
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Wallets' }))
    })
    expect(await h.modal().findByTestId('portico-profile-wallets')).toBeTruthy()
    h.unmount()
  })
})
