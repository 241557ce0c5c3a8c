import type { CaipNetwork } from '@portico/common'
import {
  type Config,
  type CreateConfigParameters,
  type CreateConnectorFn,
  createConfig,
  injected,
  type Storage,
} from '@wagmi/core'
import type { Transport } from 'viem'
import { toChains } from '../networks/chains'
import { type ApiRoute, type BlockchainApiRpc, createApiRoute } from '../transports/api-route'
import { POLLING_INTERVAL_MS } from '../transports/settings'
import { createRoutedTransports } from '../transports/transports'
import { safeWagmiStorage } from './safe-storage'

export interface BuildConfigOptions {
  networks: readonly CaipNetwork[]
  /**
   * RPC through the blockchain-API host for the chains it supports (its `chainIds`, or its own
   * `GET /v1/supported-chains`), before the networks' own URLs. Default: createAppKit's apiUrl and projectId when the
   * app gives an apiUrl; `false` keeps RPC on the networks' own URLs.
   */
  blockchainApi?: BlockchainApiRpc | false
  /** Where the transports read the host from; the adapter passes its own so createAppKit can set it later. */
  route?: ApiRoute
  /** Per chain id; replaces the §9 transport of that chain. */
  transports?: Record<number, Transport>
  /** Extra connectors (WalletConnect, Safe, tests). The injected one and EIP-6963 discovery are always there. */
  connectors?: CreateConnectorFn[]
  /** wagmi storage; `null` keeps nothing (tests). Default: localStorage, guarded so a denied storage never throws. */
  storage?: Storage | null
  /** EIP-6963 discovery through wagmi's mipd store (§9 enableEIP6963, default true). */
  enableEIP6963?: boolean
  /** wagmi's own createConfig settings that Portico does not choose itself (`ssr`, `batch`, `cacheTime`…). */
  wagmi?: WagmiConfigSettings
}

/** The createConfig parameters passed through as the app gives them. */
export type WagmiConfigSettings = Pick<
  CreateConfigParameters,
  'ssr' | 'batch' | 'cacheTime' | 'pollingInterval' | 'syncConnectedChain'
>

/**
 * The wagmi config Portico builds when the app brings none: the app's eip155 networks, §9 transports, the
 * injected `window.ethereum` connector and EIP-6963 announced wallets. It is the EVM wallet state.
 */
export function buildWagmiConfig(options: BuildConfigOptions): Config {
  const chains = toChains(options.networks)
  const route = options.route ?? createApiRoute(options.blockchainApi || undefined)
  const transports = { ...createRoutedTransports(options.networks, route), ...options.transports }
  return createConfig({
    chains,
    transports,
    connectors: [injected(), ...(options.connectors ?? [])],
    multiInjectedProviderDiscovery: options.enableEIP6963 ?? true,
    pollingInterval: POLLING_INTERVAL_MS,
    ...options.wagmi,
    storage: options.storage !== undefined ? options.storage : safeWagmiStorage(),
  })
}
