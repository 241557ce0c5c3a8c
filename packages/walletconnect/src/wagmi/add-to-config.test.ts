import { localEvm } from '@portico/common/networks'
import { createConfig, http } from '@wagmi/core'
import { defineChain } from 'viem'
import { describe, expect, it } from 'vitest'
import { FakeProvider, installLocalStorage } from '../../test/fake-provider'
import { createWalletConnectClient } from '../client/create-client'
import { addWalletConnectToWagmi } from './add-to-config'
import { WALLETCONNECT_CONNECTOR_ID, walletConnectConnector } from './connector'

installLocalStorage()

const anvil = defineChain({
  id: 31337,
  name: 'anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

const client = createWalletConnectClient({
  projectId: 'test',
  metadata: { name: 'dapp', description: 'd', url: 'http://127.0.0.1', icons: [] },
  networks: [localEvm],
  loadProvider: async () => new FakeProvider(),
})

const configWith = (connectors: Parameters<typeof createConfig>[0]['connectors']) =>
  createConfig({ chains: [anvil], transports: { 31337: http() }, connectors, storage: null })

describe('addWalletConnectToWagmi', () => {
  it('adds the connector to a config built without it, and its provider carries the client', async () => {
    const config = configWith([])
    const seen: string[][] = []
    config._internal.connectors.subscribe((list) => seen.push(list.map((c) => c.id)))
    expect(addWalletConnectToWagmi(config, client)).toBe(true)
    expect(config.connectors.map((c) => c.id)).toEqual([WALLETCONNECT_CONNECTOR_ID])
    expect(seen).toEqual([[WALLETCONNECT_CONNECTOR_ID]])
    const provider = (await config.connectors[0]?.getProvider()) as { relay?: unknown }
    expect(provider.relay).toBe(client)
  })

  it('leaves a config that has its own WalletConnect connector alone', () => {
    const config = configWith([walletConnectConnector(client, { name: 'Mine' })])
    expect(addWalletConnectToWagmi(config, client)).toBe(false)
    expect(config.connectors.map((c) => c.name)).toEqual(['Mine'])
  })
})
