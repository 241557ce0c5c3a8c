// Types of the AppKit hooks added for issue 20: useAppKitWallets, useAppKitConnection, useAppKitSIWX, and the event
// names useAppKitEvents reports. Checked by vitest's typecheck and by `pnpm typecheck`.
import type { CaipNetworkId, ChainNamespace } from '@portico/common'
import type { ConnectorType, SIWXConfig } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type AppKitConnection,
  type AppKitEventName,
  type AppKitEventRecord,
  type UseAppKitWalletsReturn,
  useAppKitConnection,
  useAppKitConnections,
  useAppKitNetwork,
  useAppKitSIWX,
  useAppKitWallets,
  type WalletItem,
} from '../src/index'

describe('useAppKitWallets', () => {
  it("returns AppKit's headless fields", () => {
    expectTypeOf(useAppKitWallets).parameters.toEqualTypeOf<[]>()
    expectTypeOf(useAppKitWallets).returns.toEqualTypeOf<UseAppKitWalletsReturn>()
    expectTypeOf<keyof UseAppKitWalletsReturn>().toEqualTypeOf<
      | 'wallets'
      | 'wcWallets'
      | 'isFetchingWallets'
      | 'isFetchingWcUri'
      | 'isInitialized'
      | 'wcUri'
      | 'connectingWallet'
      | 'page'
      | 'count'
      | 'fetchWallets'
      | 'connect'
      | 'resetWcUri'
    >()
    expectTypeOf<UseAppKitWalletsReturn['connect']>().toEqualTypeOf<
      (wallet: WalletItem, namespace?: ChainNamespace) => Promise<void>
    >()
    expectTypeOf<UseAppKitWalletsReturn['wcUri']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<UseAppKitWalletsReturn['wcWallets']>().toEqualTypeOf<WalletItem[]>()
    expectTypeOf<UseAppKitWalletsReturn['isFetchingWcUri']>().toEqualTypeOf<boolean>()
    expectTypeOf<UseAppKitWalletsReturn['resetWcUri']>().toEqualTypeOf<() => void>()
    expectTypeOf<WalletItem['connectors']>().toEqualTypeOf<
      { id: string; namespace: ChainNamespace; type: ConnectorType }[]
    >()
  })
})

/** Stands in for @solana/web3.js's Connection, which this package does not depend on. */
interface Connection {
  rpcEndpoint: string
}

describe('useAppKitConnection', () => {
  it('is { connection } typed by the caller, unknown by default, for solana unless told', () => {
    expectTypeOf(useAppKitConnection).parameters.toEqualTypeOf<[namespace?: ChainNamespace]>()
    expectTypeOf(useAppKitConnection()).toEqualTypeOf<{ connection: unknown }>()
    expectTypeOf(useAppKitConnection<Connection>()).toEqualTypeOf<{ connection: Connection | undefined }>()
  })
})

describe('useAppKitSIWX', () => {
  it('is the SIWX config or undefined, narrowed by the caller', () => {
    expectTypeOf(useAppKitSIWX()).toEqualTypeOf<SIWXConfig | undefined>()
    type Mine = SIWXConfig & { extra: true }
    expectTypeOf(useAppKitSIWX<Mine>()).toEqualTypeOf<Mine | undefined>()
  })
})

describe('event names', () => {
  it("include AppKit's modal and connection events beside core's", () => {
    expectTypeOf<'MODAL_OPEN'>().toExtend<AppKitEventName>()
    expectTypeOf<'MODAL_CLOSE'>().toExtend<AppKitEventName>()
    expectTypeOf<'CONNECT_SUCCESS'>().toExtend<AppKitEventName>()
    expectTypeOf<'CONNECT_ERROR'>().toExtend<AppKitEventName>()
    expectTypeOf<'SELECT_WALLET'>().toExtend<AppKitEventName>()
    expectTypeOf<'CLICK_NETWORKS'>().toExtend<AppKitEventName>()
    expectTypeOf<'SWITCH_NETWORK'>().toExtend<AppKitEventName>()
    expectTypeOf<'NOT_AN_EVENT'>().not.toExtend<AppKitEventName>()
    expectTypeOf<AppKitEventRecord['event']>().toEqualTypeOf<AppKitEventName>()
  })
})

describe('useAppKitNetwork: what the connected wallet approved', () => {
  it('has the session chains (or undefined) and whether any network goes', () => {
    const network = useAppKitNetwork()
    expectTypeOf(network.approvedCaipNetworkIds).toEqualTypeOf<CaipNetworkId[] | undefined>()
    expectTypeOf(network.supportsAllNetworks).toEqualTypeOf<boolean>()
  })
})

describe('useAppKitConnections: recent connections and icons', () => {
  it('lists the ended connections in the same shape, with the wallet logo', () => {
    const { connections, recentConnections } = useAppKitConnections()
    expectTypeOf(recentConnections).toEqualTypeOf<AppKitConnection[]>()
    expectTypeOf(connections).toEqualTypeOf<AppKitConnection[]>()
    expectTypeOf<AppKitConnection['icon']>().toEqualTypeOf<string | undefined>()
  })
})
