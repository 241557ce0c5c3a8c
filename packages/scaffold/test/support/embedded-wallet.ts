import { localEvm } from '@portico/common/networks'
import { type AppKitOptions, AUTH_CONNECTOR_ID, type AuthConnectorProvider, type Connector } from '@portico/core'
import { vi } from 'vitest'
import { memoryEvm, setup } from '../setup'

/**
 * An app with the embedded wallet: the eip155 adapter also offers the auth connector, over a fake frame. Connecting
 * that connector answers the memory wallet's account as the auth connection (named after the signed-in provider).
 */
export async function withEmbeddedWallet(auth: Partial<AuthConnectorProvider>, options: Partial<AppKitOptions> = {}) {
  const provider: AuthConnectorProvider = {
    kind: 'portico-auth',
    preload: vi.fn(),
    connectEmail: vi.fn(async () => 'VERIFY_OTP' as const),
    connectDevice: vi.fn(async () => undefined),
    connectOtp: vi.fn(async () => undefined),
    user: () => undefined,
    exportPrivateKey: vi.fn(async () => undefined),
    updateEmail: vi.fn(async () => undefined),
    updateEmailVerify: vi.fn(async () => 'DONE' as const),
    ...auth,
  }
  const adapter = memoryEvm()
  const connector: Connector = { id: AUTH_CONNECTOR_ID, name: 'Email', type: 'auth', chain: 'eip155', provider }
  const sync = adapter.syncConnectors.bind(adapter)
  adapter.syncConnectors = async (params) => [...(await sync(params)), connector]
  const connect = adapter.connect.bind(adapter)
  adapter.connect = async (params) => {
    const connection = await connect(params)
    if (params.connectorId !== AUTH_CONNECTOR_ID) return connection
    return { ...connection, connectorId: AUTH_CONNECTOR_ID, name: provider.user()?.provider ?? 'email' }
  }
  const h = await setup({ networks: [localEvm], adapters: [adapter], ...options })
  return { h, provider, adapter }
}
