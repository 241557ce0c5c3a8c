// The public React API, drop-in for Reown AppKit's: createAppKit, AppKitProvider, hooks and buttons. The modal
// itself (@portico/scaffold + @portico/ui) is loaded with a dynamic import() when first needed.
export { type AppKit, createAppKit, type KitState, type OpenOptions } from './appkit/createAppKit'
export type { CreateAppKitOptions, CustomWallet, Metadata, ThemeVariables } from './appkit/options'
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
  type UseAppKitNetworkReturn,
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
