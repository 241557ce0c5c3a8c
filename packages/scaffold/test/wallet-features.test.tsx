// Issue 20: a wallet feature the app has not configured is not offered. On-ramp and swaps come from the Portico
// service, so an app without `apiUrl` (the size fixtures' app) sees only Receive and Send in the Account view.
import { cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect, type Harness, openModal, setup } from './setup'

const open: Harness[] = []
afterEach(() => {
  for (const h of open.splice(0)) h.unmount()
  cleanup()
})

describe('the wallet features row without a service', () => {
  it('offers Receive and Send, not Buy or Swap', async () => {
    const h = await setup({})
    open.push(h)
    h.evm.sendTransaction = async () => '0xfeed'
    await connect(h)
    await openModal(h)
    const row = await waitFor(() => h.modal().getByRole('navigation', { name: 'Wallet features' }))
    expect([...row.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Receive', 'Send'])
  })
})
