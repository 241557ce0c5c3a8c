import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ApprovalRequest, UNSUPPORTED_MESSAGE_DELAY_MS } from '../src/index'
import { makeEvmCore } from './evm-core'

const REQUEST: ApprovalRequest = { namespace: 'eip155', method: 'eth_sendTransaction', to: '0x1', value: '1 ETH' }

/** A core whose EVM adapter is handed the auth host, as an embedded-wallet adapter is. */
function make() {
  const { core, host } = makeEvmCore()
  if (!host) throw new Error('core did not hand the auth host to the adapter')
  return { core, host }
}

afterEach(() => vi.useRealTimers())

describe('§4 auth-provider RPC rules on core', () => {
  it('an unsafe request opens ApproveTransaction with it; approving resolves true and closes the modal', async () => {
    const { core, host } = make()
    const answer = host.approve(REQUEST)
    expect([core.state.modal.open, core.state.router.view, core.state.router.data]).toEqual([
      true,
      'ApproveTransaction',
      { request: REQUEST },
    ])
    core.settleApproval(true)
    await expect(answer).resolves.toBe(true)
    expect(core.state.modal.open).toBe(false)
  })

  it('rejecting, or closing the modal with the request pending, resolves false', async () => {
    const { core, host } = make()
    const rejected = host.approve(REQUEST)
    core.settleApproval(false)
    await expect(rejected).resolves.toBe(false)
    const closed = host.approve(REQUEST)
    core.close()
    await expect(closed).resolves.toBe(false)
    expect(core.state.router.transactionStack).toHaveLength(0)
  })

  it('an unknown method opens the modal, logs, shows the message after 300 ms and rejects pending requests', async () => {
    vi.useFakeTimers()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { core, host } = make()
    const pending = host.approve(REQUEST)
    host.unsupported('eth_signTransaction')
    await expect(pending).resolves.toBe(false)
    expect(core.state.modal.open).toBe(true)
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('eth_signTransaction'))
    expect(core.state.snackbar.open).toBe(false)
    vi.advanceTimersByTime(UNSUPPORTED_MESSAGE_DELAY_MS)
    expect([core.state.snackbar.open, core.state.snackbar.message]).toEqual([true, 'Unsupported method'])
    errors.mockRestore()
  })

  it('the email and Farcaster views and ApproveTransaction open only when the app can show them', () => {
    const { core } = make()
    core.open({ view: 'EmailLogin' })
    expect(core.state.router.view).toBe('Connect')
    core.open({ view: 'ConnectingFarcaster' })
    expect(core.state.router.view).toBe('Connect')
    core.open({ view: 'ApproveTransaction' })
    expect(core.state.router.view).toBe('Connect')
  })
})
