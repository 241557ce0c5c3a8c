import { afterAll, expect, test } from 'vitest'
import { startTestApi } from './helpers'

const smartAccount = {
  bundlerUrl: 'http://127.0.0.1:4337',
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
} as const
// Nothing is read from these chains: the configuration route only lists which have a bundler.
const t = await startTestApi({
  chains: [
    { chainId: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:1', smartAccount },
    { chainId: 31338, name: 'B', rpcUrl: 'http://127.0.0.1:1' },
    { chainId: 31339, name: 'C', rpcUrl: 'http://127.0.0.1:1', smartAccount },
  ],
})
afterAll(() => t.api.close())

test('the project configuration lists the chains with a bundler as smartAccountEnabledNetworks', async () => {
  const body = (await (await t.get('/appkit/v1/config')).json()) as {
    features: unknown[]
    smartAccountEnabledNetworks?: number[]
  }
  expect(body.smartAccountEnabledNetworks).toEqual([31337, 31339])
  expect(body.features.length).toBeGreaterThan(0)
})
