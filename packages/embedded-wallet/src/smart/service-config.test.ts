import { afterEach, expect, it, vi } from 'vitest'
import { fetchSmartServiceConfig, paymasterServiceUrl } from './service-config'

const service = { apiUrl: 'https://api.example', projectId: 'p 1' }
afterEach(() => vi.unstubAllGlobals())

it('reads the smart-account and sponsored chains of the project configuration; absent lists are empty', async () => {
  const fetchMock = vi.fn(async (_url: URL) =>
    Response.json({ features: [], smartAccountEnabledNetworks: [1, 'x', 2], paymasterEnabledNetworks: [2] }),
  )
  vi.stubGlobal('fetch', fetchMock)
  expect(await fetchSmartServiceConfig(service)).toEqual({
    smartAccountEnabledNetworks: [1, 2],
    paymasterEnabledNetworks: [2],
  })
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://api.example/appkit/v1/config?projectId=p+1')
  fetchMock.mockImplementation(async () => Response.json({ features: [] }))
  expect(await fetchSmartServiceConfig(service)).toEqual({
    smartAccountEnabledNetworks: [],
    paymasterEnabledNetworks: [],
  })
})

it('the paymaster endpoint is the service’s /paymaster/v1 for the project', () => {
  expect(paymasterServiceUrl(service)).toBe('https://api.example/paymaster/v1?projectId=p+1')
})
