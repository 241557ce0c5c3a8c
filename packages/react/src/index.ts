'use client'

// The storage backend that lets a server render see the browser's connection (`storage: cookieStorage()`).
export { cookieStorage } from '@portico/core'
// The public React API, drop-in for Reown AppKit's: createAppKit, AppKitProvider, hooks and buttons. The modal
// itself (@portico/scaffold + @portico/ui) is loaded with a dynamic import() when first needed.
export type { AppKitEventName, AppKitEventRecord } from './appkit/appkit-events'
export { createAppKit, type OpenOptions } from './appkit/createAppKit'
export type { AppKitFeatures, CreateAppKitOptions, CustomWallet, Metadata, ThemeVariables } from './appkit/options'
export type { AppKit } from './appkit/types'
export type {
  AppKitAccountState,
  AppKitEventState,
  AppKitNetworkState,
  AppKitVanillaApi,
  AppKitVanillaState,
} from './appkit/vanilla'
export { AppKitEmbedded, type AppKitEmbeddedProps } from './components/AppKitEmbedded'
export {
  AppKitAccountButton,
  type AppKitAccountButtonProps,
  AppKitButton,
  type AppKitButtonProps,
  AppKitConnectButton,
  type AppKitConnectButtonProps,
  AppKitNetworkButton,
  type AppKitNetworkButtonProps,
} from './components/buttons'
export { AppKitProvider, type AppKitProviderProps, useAppKitInstance } from './context/AppKitProvider'
export {
  type AccountAddress,
  type AppKitConnection,
  type AppKitEventData,
  type BalanceResult,
  type EmbeddedWalletInfo,
  type UseAppKitAccountReturn,
  type UseAppKitBalanceReturn,
  type UseAppKitConnectionsReturn,
  type UseAppKitEventsReturn,
  type UseAppKitNetworkReturn,
  type UseAppKitProviderReturn,
  type UseAppKitReturn,
  type UseAppKitStateReturn,
  type UseAppKitThemeReturn,
  type UseDisconnectReturn,
  type UseWalletInfoReturn,
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitConnections,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
  type WalletProviderType,
} from './hooks/hooks'
export { type UseAppKitConnectionReturn, useAppKitConnection } from './hooks/useAppKitConnection'
export { useAppKitSIWX } from './hooks/useAppKitSIWX'
export {
  type UseAppKitWalletsReturn,
  useAppKitWallets,
  type WalletInfo,
  type WalletItem,
} from './hooks/useAppKitWallets'
