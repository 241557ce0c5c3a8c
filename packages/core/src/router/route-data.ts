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

/** A catalogue wallet offered to a user with none (AppKit's Downloads view): where to install it from. */
export interface DownloadWallet {
  id: string
  name: string
  imageUrl?: string
  homepage?: string
  chromeStore?: string
  appStore?: string
  playStore?: string
}

/** AppKit's Swap arguments: amounts as decimal strings, tokens by symbol or address. */
export interface SwapArguments {
  amount?: string
  fromToken?: string
  toToken?: string
}

/**
 * What `open({ view: 'WalletSend', data })` fills in: the token by its CAIP-10 address (none: the network's native
 * coin), the amount as typed, the recipient as an address or a name.
 */
export interface SendArguments {
  tokenAddress?: string
  amount?: string
  receiver?: string
}

/** The recipient the preview shows and the wallet pays: the resolved address, and the name it was reached by. */
export interface SendRecipient {
  address: string
  name?: string
}

/** SwapSelectToken's data: the side of the Swap form the chosen token fills. */
export interface SwapSelectTokenData {
  side: 'from' | 'to'
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
  /** The embedded wallet's eip155 account type (issue 19). */
  SmartAccountSettings: undefined
  /** The smart account's sessions (ERC-7715 grants kept by apps/api), with `enableSmartSessions` (issue 19). */
  SmartSessionList: undefined
  SIWXSignMessage: undefined
  Swap: SwapArguments | undefined
  /** Which side of the swap the chosen token goes to; without data, the token to receive. */
  SwapSelectToken: SwapSelectTokenData | undefined
  SwapPreview: undefined
  /** Without data: the send form as it stands (core's `send` state). */
  WalletSend: SendArguments | undefined
  WalletSendSelectToken: undefined
  WalletSendPreview: SendRecipient
  WalletReceive: undefined
  OnRampProviders: undefined
  OnRampTokenSelect: undefined
  OnRampFiatSelect: undefined
  BuyInProgress: undefined
  WhatIsABuy: undefined
  Transactions: undefined
  ProfileWallets: undefined
  RegisterAccountName: undefined
  /** The registered name; opened without one, the view claims nothing. */
  RegisterAccountNameSuccess: { name: string } | undefined
  WhatIsAWallet: undefined
  WhatIsANetwork: undefined
  /** Wallets to install, from the catalogue, for a user with none. */
  GetWallet: undefined
  /** One wallet's install links. */
  Downloads: { wallet: DownloadWallet }
}>

type RouteDataOfSwitchNetwork = { caipNetworkId: CaipNetworkId } | undefined

/** The data arguments of push/replace/reset: none for a view without data, optional or required as the view takes it. */
export type RouteDataArgs<V extends View> = [RouteData[V]] extends [undefined]
  ? []
  : undefined extends RouteData[V]
    ? [data?: RouteData[V]]
    : [data: RouteData[V]]
