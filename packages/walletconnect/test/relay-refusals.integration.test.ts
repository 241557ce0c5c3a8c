import type { AlertKey } from '@portico/common'
import { ALERTS } from '@portico/common/alerts'
import { localEvm } from '@portico/common/networks'
import { createAppKitCore, memoryStorage } from '@portico/core'
import { type RunningRelay, startRelay } from '@portico/testing'
import { MemoryKeyValueStorage } from '@portico/testing/wc-wallet'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createWalletConnectAdapter, WALLETCONNECT_ADAPTER_CONNECTOR_ID } from '../src/adapter/create-adapter'
import { createWalletConnectClient, type WalletConnectClient } from '../src/client/create-client'
import { installLocalStorage } from './fake-provider'

// §8: the relay's refusals, as the hosted relay makes them (the socket closed with code 3000 and the reason), reach
// the modal as the alerts of the universal-provider errors, through the real universal provider and the local relay.

installLocalStorage()
const HOUR_MS = 3_600_000
let relay: RunningRelay
// The relay's clock an hour behind the client's: the client's auth token looks issued in the future.
let skewed: RunningRelay
const clients: WalletConnectClient[] = []

beforeAll(async () => {
  relay = await startRelay({
    refuse: ({ projectId }) =>
      projectId === 'no-such-project'
        ? 'Unauthorized: invalid key'
        : projectId === 'other-origins'
          ? 'Unauthorized: origin not allowed'
          : undefined,
  })
  skewed = await startRelay({ now: () => Date.now() - HOUR_MS })
})
afterEach(async () => {
  for (const client of clients.splice(0)) await client.disconnect().catch(() => undefined)
})
afterAll(async () => {
  await relay?.stop()
  await skewed?.stop()
})

let n = 0
function setup(projectId: string, relayUrl: string) {
  const client = createWalletConnectClient({
    projectId,
    metadata: { name: 'dapp', description: 'relay refusals', url: 'http://127.0.0.1', icons: [] },
    networks: [localEvm],
    relayUrl,
    storage: new MemoryKeyValueStorage(),
    storagePrefix: `relay-refusals-${process.pid}-${++n}`,
    reusesPairing: () => false,
  })
  clients.push(client)
  const core = createAppKitCore({
    projectId,
    networks: [localEvm],
    adapters: [createWalletConnectAdapter({ client, namespace: 'eip155' })],
    storage: memoryStorage(),
    warn: () => {},
  })
  const alerts: string[] = []
  client.on('alert', ({ key }) => alerts.push(key))
  return { client, core, alerts }
}

describe('relay refusals raise the §8 alerts', { timeout: 30_000 }, () => {
  it.each([
    ['an unknown project', 'no-such-project', 'INVALID_PROJECT_ID', 'Invalid Project ID'],
    ['an origin the project does not allow', 'other-origins', 'INVALID_APP_CONFIGURATION', 'Invalid App Configuration'],
  ])('%s: the relay closes with its reason and the alert shows', async (_what, projectId, key, title) => {
    const h = setup(projectId, relay.url)
    await h.core.initialize()
    void h.core.connect({ namespace: 'eip155', connectorId: WALLETCONNECT_ADAPTER_CONNECTOR_ID }).catch(() => {})
    await expect.poll(() => h.alerts, { timeout: 20_000 }).toContain(key)
    expect(h.core.state.alert).toMatchObject({ open: true, key, variant: 'error' })
    expect(ALERTS[key as AlertKey].title).toBe(title)
  })

  it('an auth token issued ahead of the relay clock: Session Expired', async () => {
    const h = setup('portico-dev', skewed.url)
    await h.core.initialize()
    void h.core.connect({ namespace: 'eip155', connectorId: WALLETCONNECT_ADAPTER_CONNECTOR_ID }).catch(() => {})
    await expect.poll(() => h.alerts, { timeout: 20_000 }).toContain('SESSION_EXPIRED')
    expect(h.core.state.alert).toMatchObject({ open: true, key: 'SESSION_EXPIRED', variant: 'error' })
  })

  it('a project the relay accepts raises none', async () => {
    const h = setup('portico-dev', relay.url)
    await h.core.initialize()
    void h.core.connect({ namespace: 'eip155', connectorId: WALLETCONNECT_ADAPTER_CONNECTOR_ID }).catch(() => {})
    await expect.poll(() => h.client.getState().status, { timeout: 20_000 }).toBe('pairing')
    expect(h.alerts).toEqual([])
    expect(h.core.state.alert.open).toBe(false)
  })
})
