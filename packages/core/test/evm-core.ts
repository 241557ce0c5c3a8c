import type { CaipNetwork } from '@portico/common'
import { localEvm } from '@portico/common/networks'
import {
  type AdapterConnection,
  type AppKitOptions,
  type AuthHost,
  type ChainAdapter,
  type Connector,
  createAppKitCore,
  memoryStorage,
} from '../src/index'
import { EVM_A, fakeAdapter } from './fake-adapter'

/** What the fake EVM adapter's 'mm' connector answers: EVM_A on the local chain. */
export const evmAConnection = {
  connectorId: 'mm',
  accounts: [{ address: EVM_A }],
  caipNetworkId: localEvm.caipNetworkId,
} satisfies AdapterConnection

export interface EvmCoreSetup {
  /** Default [localEvm]. */
  networks?: CaipNetwork[]
  /** Default evmAConnection. */
  connection?: AdapterConnection
  /** Overrides of the fake adapter's methods, and the connectors it lists. */
  adapter?: Partial<ChainAdapter> & { connectors?: Connector[] }
  options?: Partial<AppKitOptions>
}

/**
 * A core whose only adapter is a fake EVM one; `host` is the auth host core handed that adapter at creation, as an
 * embedded wallet's adapter gets it.
 */
export function makeEvmCore(setup: EvmCoreSetup = {}) {
  let host: AuthHost | undefined
  const evm = fakeAdapter('eip155', setup.connection ?? evmAConnection, {
    setAuthHost: (value: AuthHost) => {
      host = value
    },
    ...setup.adapter,
  })
  const core = createAppKitCore({
    projectId: 'p',
    networks: setup.networks ?? [localEvm],
    adapters: [evm],
    storage: memoryStorage(),
    warn: () => {},
    ...setup.options,
  })
  const accountState = () => core.state.chain.chains.eip155?.accountState
  return { core, evm, host, accountState, connectors: () => core.state.connectors.eip155 ?? [] }
}
