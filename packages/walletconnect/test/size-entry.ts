// The entry of the lazy-chunk test: what an app imports to offer WalletConnect, without pairing yet.
import { localEvm } from '@portico/common/networks'
import { createWalletConnectAdapter, createWalletConnectClient, walletConnectConnector } from '../src/index'

const client = createWalletConnectClient({
  projectId: 'size',
  metadata: { name: 'size', description: 'size', url: 'http://127.0.0.1', icons: [] },
  networks: [localEvm],
  relayUrl: 'ws://127.0.0.1:1',
})
export const connector = walletConnectConnector(client)
export const adapter = createWalletConnectAdapter({ client, namespace: 'cosmos' })
export const pair = () => client.connect()
