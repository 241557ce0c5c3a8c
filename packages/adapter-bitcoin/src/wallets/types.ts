import type { AdapterAccount, ConnectorType } from '@portico/core'
import type { BitcoinNetworkName } from '../networks/networks'

export type MessageProtocol = 'bip322' | 'ecdsa'

export interface SignPsbtRequest {
  /** base64 PSBT. */
  psbt: string
  /** Which inputs each address signs. */
  signInputs: Record<string, number[]>
  broadcast?: boolean
}

export interface SignPsbtResult {
  psbt: string
  txid?: string
}

export interface TransferRequest {
  recipients: { address: string; amount: bigint }[]
}

/** What the wallet reported, before validation. */
export interface RawAccount {
  address: unknown
  publicKey: unknown
  path?: unknown
  purpose?: unknown
}

export type WalletEvent =
  | { type: 'accountsChanged'; accounts: RawAccount[] }
  | { type: 'networkChanged' }
  | { type: 'disconnect' }

/**
 * One Bitcoin wallet, whatever protocol it speaks (sats-connect provider or Wallet Standard). Answers are raw: the
 * adapter validates them, so a wallet answering garbage never reaches core.
 */
export interface BitcoinWallet {
  id: string
  name: string
  icon?: string
  type: ConnectorType
  /** False once the wallet vanished from the page. */
  present(): boolean
  connect(): Promise<RawAccount[]>
  /** Accounts the page may already see, without a prompt; [] when it may not. */
  silentAccounts(): Promise<RawAccount[]>
  disconnect(): Promise<void>
  signMessage(params: { address: string; message: string; protocol: MessageProtocol }): Promise<unknown>
  signPsbt(params: SignPsbtRequest): Promise<unknown>
  /** Absent when the wallet cannot build transfers itself. */
  sendTransfer?(params: TransferRequest): Promise<unknown>
  /** Sats held by the payment address, when the wallet can tell (no indexer needed). */
  getBalance?(): Promise<unknown>
  switchNetwork?(name: BitcoinNetworkName): Promise<void>
  subscribe(listener: (event: WalletEvent) => void): () => void
}

export type BitcoinAccount = AdapterAccount & { type: 'payment' | 'ordinal'; publicKey: string }
