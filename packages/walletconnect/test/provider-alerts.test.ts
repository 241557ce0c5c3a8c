import type { AlertKey } from '@portico/common'
import { ALERTS } from '@portico/common/alerts'
import { localEvm } from '@portico/common/networks'
import { createAppKitCore, memoryStorage } from '@portico/core'
import { beforeEach, describe, expect, it } from 'vitest'
import { createWalletConnectAdapter, WALLETCONNECT_ADAPTER_CONNECTOR_ID } from '../src/adapter/create-adapter'
import { createWalletConnectClient } from '../src/client/create-client'
import { FakeProvider, installLocalStorage } from './fake-provider'

// §8: universal-provider errors, recognised by their message, reach core as alerts shown once each.

installLocalStorage()
beforeEach(() => localStorage.clear())

function setup() {
  const provider = new FakeProvider()
  const client = createWalletConnectClient({
    projectId: 'test',
    metadata: { name: 'dapp', description: 'd', url: 'http://127.0.0.1', icons: [] },
    networks: [localEvm],
    loadProvider: async () => provider,
    reusesPairing: () => false,
  })
  const core = createAppKitCore({
    projectId: 'test',
    networks: [localEvm],
    adapters: [createWalletConnectAdapter({ client, namespace: 'eip155' })],
    storage: memoryStorage(),
    warn: () => {},
  })
  const clientAlerts: string[] = []
  client.on('alert', ({ key }) => clientAlerts.push(key))
  return { provider, client, core, clientAlerts }
}

async function failPairing(h: ReturnType<typeof setup>, message: string): Promise<void> {
  const connecting = h.core.connect({ namespace: 'eip155', connectorId: WALLETCONNECT_ADAPTER_CONNECTOR_ID })
  await expect.poll(() => h.client.getState().status).toBe('pairing')
  h.provider.reject(new Error(message))
  await connecting.catch(() => undefined)
}

describe('universal-provider alerts (§8)', () => {
  it.each([
    ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION', 'Invalid App Configuration'],
    ['JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED', 'Session Expired'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID', 'Invalid Project ID'],
  ])('"%s" raises %s', async (message, key, title) => {
    const h = setup()
    await h.core.initialize()
    await failPairing(h, message)
    expect(h.clientAlerts).toEqual([key])
    expect(h.core.state.alert).toMatchObject({ open: true, key, variant: 'error' })
    expect(ALERTS[key as AlertKey].title).toBe(title)
  })

  it('an alert is shown once however often its error repeats; another error raises none', async () => {
    const h = setup()
    await h.core.initialize()
    await failPairing(h, 'Unauthorized: invalid key')
    h.core.alerts.close()
    await failPairing(h, 'Unauthorized: invalid key')
    expect(h.clientAlerts).toEqual(['INVALID_PROJECT_ID', 'INVALID_PROJECT_ID'])
    expect(h.core.state.alert.open).toBe(false)
    await failPairing(h, 'socket hang up')
    expect(h.clientAlerts).toEqual(['INVALID_PROJECT_ID', 'INVALID_PROJECT_ID'])
    expect(h.core.state.alert.open).toBe(false)
  })
})
