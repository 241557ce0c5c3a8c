import type { CaipNetworkId, ChainNamespace } from '@portico/common'
import type { ApprovalRequest } from '../auth/contract'
import type { View } from './views'

/** The wallet ConnectingExternal waits for (an injected or announced connector). */
export interface ConnectTarget {
  namespace: ChainNamespace
  connectorId: string
  name: string
}

/** A catalogue wallet that connects only through WalletConnect: its logo and its own links for the pairing. */
export interface PairingWallet {
  id: string
  name: string
  imageUrl?: string
  mobileLink?: string
  desktopLink?: string
}

/** AppKit's Swap arguments: amounts as decimal strings, tokens by symbol or address. */
export interface SwapArguments {
  amount?: string
  fromToken?: string
  toToken?: string
}

/** Every name of VIEWS exactly once: a missing or extra view is a compile error here. */
type CoversViews<T extends Record<View, unknown> & Record<Exclude<keyof T, View>, never>> = T

/** View name → the data that view takes; `undefined` when it takes none, `| undefined` when the data is optional. */
export type RouteData = CoversViews<{
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  ConnectingExternal: ConnectTarget
  /** With a catalogue wallet: its logo and links; without: the generic pairing. */
  ConnectingWalletConnect: { wallet: PairingWallet } | undefined
  ConnectingWalletConnectBasic: undefined
  ConnectingFarcaster: undefined
  ConnectSocials: undefined
  ConnectingSocial: undefined
  EmailLogin: undefined
  EmailVerifyOtp: { email: string }
  EmailVerifyDevice: { email: string }
  UpdateEmailWallet: { email: string } | undefined
  UpdateEmailPrimaryOtp: { email: string; newEmail: string }
  UpdateEmailSecondaryOtp: { email: string; newEmail: string }
  Networks: RouteDataOfSwitchNetwork
  /** Without data: the network list. With a network: the wallet is asked to switch to it. */
  SwitchNetwork: RouteDataOfSwitchNetwork
  SwitchActiveChain: { namespace: ChainNamespace }
  UnsupportedChain: undefined
  /** The unsafe request the user is asked to approve (§4), decoded by the auth adapter. */
  ApproveTransaction: { request: ApprovalRequest }
  SIWXSignMessage: undefined
  Swap: SwapArguments | undefined
  SwapSelectToken: undefined
  SwapPreview: undefined
  WalletSend: undefined
  WalletSendSelectToken: undefined
  WalletSendPreview: undefined
  WalletReceive: undefined
  OnRampProviders: undefined
  OnRampTokenSelect: undefined
  OnRampFiatSelect: undefined
  BuyInProgress: undefined
  Transactions: undefined
  ProfileWallets: undefined
  RegisterAccountName: undefined
  /** The registered name; opened without one, the view claims nothing. */
  RegisterAccountNameSuccess: { name: string } | undefined
  WhatIsAWallet: undefined
  WhatIsANetwork: undefined
}>

type RouteDataOfSwitchNetwork = { caipNetworkId: CaipNetworkId } | undefined

/** The data arguments of push/replace/reset: none for a view without data, optional or required as the view takes it. */
export type RouteDataArgs<V extends View> = [RouteData[V]] extends [undefined]
  ? []
  : undefined extends RouteData[V]
    ? [data?: RouteData[V]]
    : [data: RouteData[V]]
