import { localEvm } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, createAppKit } from '../src/index'
import { memoryEvmAdapter } from './support/memory-evm'
import { modalQueries } from './support/modal'

// Issue 20, safe defaults on a public site: an app that gives no apiUrl (analytics left at its default, a project
// id given) fetches nothing at all — no loopback default — and still offers wallets to install from the bundled
// snapshot when the user opens All wallets.
const requests: string[] = []
const realFetch = globalThis.fetch
let kit: AppKit | undefined
beforeEach(() => {
  requests.length = 0
  globalThis.fetch = async (input) => {
    requests.push(String(input instanceof Request ? input.url : input))
    throw new Error('no request may be made without apiUrl')
  }
})
afterEach(() => {
  globalThis.fetch = realFetch
  cleanup()
  kit?.destroy()
  kit = undefined
  setCurrentAppKit(undefined)
})

describe('createAppKit without apiUrl', () => {
  it('asks no host through start-up, Connect and All wallets, which lists the bundled snapshot', async () => {
    kit = createAppKit({
      projectId: 'public-site',
      networks: [localEvm],
      adapters: [memoryEvmAdapter()],
      storage: memoryStorage(),
    })
    await kit.ready()
    await act(() => kit?.open())
    await waitFor(() => expect(modalQueries().getByText('Memory EVM')).toBeTruthy())
    await act(() => kit?.open({ view: 'AllWallets' }))
    await waitFor(() => expect(modalQueries().getByRole('list', { name: 'Popular wallets' })).toBeTruthy(), {
      timeout: 8000,
    })
    expect(modalQueries().getByText('The wallet catalogue is not configured.')).toBeTruthy()
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(requests).toEqual([])
  })
})
