import { localEvm2 } from '@portico/common/networks'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect, type Harness, holdNextConnect, openModal, setup } from './setup'

afterEach(cleanup)

const never = () => new Promise<never>(() => undefined)
const count = (h: Harness, method: string) => h.evm.calls.filter((c) => c.method === method).length

/** The EVM wallet's connect never answers; each request is still recorded. */
function hangConnects(h: Harness) {
  h.evm.connect = () => {
    h.evm.calls.push({ method: 'connect', namespace: 'eip155' })
    return never()
  }
}

async function choose(h: Harness, name: string) {
  const row = await h.modal().findByText(name)
  await act(async () => {
    fireEvent.click(row)
  })
}

const pressEscape = (h: Harness) =>
  act(async () => {
    const dialog = h.modal().getByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'Escape' })
  })

const back = (h: Harness) =>
  act(async () => {
    fireEvent.click(h.modal().getByRole('button', { name: /back/i }))
  })

describe('a wallet that never answers (issue 15, finding 1)', () => {
  it('Escape abandons the connect: choosing the wallet again sends a new request', async () => {
    const h = await setup()
    hangConnects(h)
    await openModal(h)
    await choose(h, 'Memory EVM')
    expect(await h.modal().findByText('Continue in Memory EVM')).toBeTruthy()
    await pressEscape(h)
    await waitFor(() => expect(h.core.state.modal.open).toBe(false))
    await openModal(h)
    await choose(h, 'Memory EVM')
    expect(count(h, 'connect')).toBe(2)
    h.unmount()
  })

  it('back from a waiting connect, then another wallet: that wallet is asked and its view shows it', async () => {
    const h = await setup()
    hangConnects(h)
    await openModal(h)
    await choose(h, 'Memory EVM')
    await h.modal().findByText('Continue in Memory EVM')
    await back(h)
    await choose(h, 'Memory Solana')
    expect(await h.modal().findByText('Continue in Memory Solana')).toBeTruthy()
    await waitFor(() => expect(h.sol.calls.some((c) => c.method === 'connect')).toBe(true))
    h.unmount()
  })

  it('a hung network switch: back, then choosing the network again asks the wallet again', async () => {
    const h = await setup()
    await connect(h)
    h.evm.switchNetwork = () => {
      h.evm.calls.push({ method: 'switchNetwork', namespace: 'eip155' })
      return never()
    }
    await openModal(h, { view: 'SwitchNetwork' })
    await choose(h, 'Portico Local 2')
    expect(await h.modal().findByTestId('portico-switch-confirm')).toBeTruthy()
    await back(h)
    await choose(h, 'Portico Local 2')
    expect(await h.modal().findByTestId('portico-switch-confirm')).toBeTruthy()
    await waitFor(() => expect(count(h, 'switchNetwork')).toBe(2))
    expect(h.core.state.chain.chains.eip155?.networkState.caipNetwork?.caipNetworkId).not.toBe(localEvm2.caipNetworkId)
    h.unmount()
  })

  it('a late answer of an abandoned connect does not overwrite the attempt that replaced it', async () => {
    const h = await setup()
    const release = holdNextConnect(h.evm)
    await openModal(h)
    await choose(h, 'Memory EVM')
    await back(h)
    h.sol.wallet.behaviour = 'reject'
    await choose(h, 'Memory Solana')
    await h.modal().findByRole('alert')
    await release()
    // The EVM wallet connected after all, but the modal still shows the Solana rejection it is on.
    await waitFor(() => expect(h.core.state.chain.chains.eip155?.accountState.status).toBe('connected'))
    expect(h.core.state.modal.open).toBe(true)
    expect(h.modal().getByRole('alert').textContent).toContain('Connection rejected')
    h.unmount()
  })
})

describe('a successful connect while the dialog fades out (issue 15, finding 6)', () => {
  it('the closing view never says "Failed to connect"', async () => {
    const h = await setup()
    const release = holdNextConnect(h.evm)
    await openModal(h)
    await choose(h, 'Memory EVM')
    await h.modal().findByText('Continue in Memory EVM')
    await release()
    await waitFor(() => expect(h.core.state.modal.open).toBe(false))
    const dialog = h.modal().queryByRole('dialog', { hidden: true })
    // Still on screen, fading out, showing the connecting view.
    expect(dialog?.getAttribute('data-state')).toBe('closing')
    expect(dialog?.textContent).not.toContain('Failed to connect')
    expect(dialog?.textContent).toContain('Memory EVM')
    h.unmount()
  })
})
