import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { TokenBalance } from '../state/types'

// What each optional capability takes and answers, per namespace, in plain values (no chain library's types), so a
// call through `core.request(namespace, capability, params)` is checked when it is written.

/** 0x-prefixed hex: an EVM address, calldata or hash. */
export type Hex = `0x${string}`
/** An integer amount in the chain's smallest unit (wei, satoshis); decimal strings and numbers are accepted. */
export type Quantity = bigint | string | number

/** A mined EVM transaction; the block number is a decimal string, so the answer stays JSON-safe. */
export interface EvmTransactionResult {
  hash: Hex
  status: 'success' | 'reverted'
  blockNumber: string
}

/** §7: a legacy-type transaction. */
export interface EvmSendTransactionParameters {
  to: Hex
  value?: Quantity
  gas?: Quantity
  gasPrice?: Quantity
  data?: Hex
}

export interface EvmWriteContractParameters {
  address: Hex
  abi: readonly unknown[]
  functionName: string
  args?: readonly unknown[]
  value?: Quantity
}

export interface EvmEstimateGasParameters {
  to: Hex
  value?: Quantity
  data?: Hex
}

export interface EvmCall {
  to: Hex
  data?: Hex
  value?: Quantity
}

/** EIP-5792 wallet_sendCalls; `fallback` lets a wallet without it send the calls one by one. */
export interface EvmSendCallsParameters {
  calls: readonly EvmCall[]
  fallback?: boolean
}

export interface EvmSendCallsResult {
  id: string
  status: 'pending' | 'success' | 'failure' | undefined
  receipts: { transactionHash: Hex; status: 'success' | 'reverted' }[]
}

/** An account other than the connection's first one; the connection's chain otherwise. */
export interface AccountParameters {
  address?: string
}

/** wallet_getCapabilities answer: capabilities per chain id (hex). */
export type WalletCapabilities = Record<string, Record<string, unknown>>

/** §3 wallet asset entry (EIP-7811). */
export interface WalletAsset {
  address: string
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; iconUrl: string; price: number; value?: number }
}

/** wallet_getAssets answers per chain id (hex). */
export type WalletAssets = Record<string, WalletAsset[]>

export interface WalletGetAssetsParameters extends AccountParameters {
  chainIds?: readonly (number | string)[]
}

export interface GrantPermissionsParameters extends AccountParameters {
  request: Record<string, unknown>
}

export interface TokenBalancesParameters {
  address: string
  caipNetwork: CaipNetwork
}

/** A transfer the adapter builds (amount in whole SOL or tokens), or base64 wire bytes the app built. */
export type SolanaSendTransactionParameters = { to: string; amount: string; token?: string } | { transaction: string }

export interface SolanaSignTransactionParameters {
  /** base64 wire bytes. */
  transaction: string
}

export interface BitcoinSendTransactionParameters {
  to: string
  /** Satoshis. */
  amount: Quantity
}

export interface BitcoinSignTransactionParameters {
  /** base64 PSBT. */
  psbt: string
  /** Which inputs each of the connection's addresses signs. */
  signInputs: Record<string, number[]>
  /** Finalize and broadcast through the wallet. */
  broadcast?: boolean
}

export interface BitcoinSignTransactionResult {
  psbt: string
  txid?: string
}

interface Entry<P, R> {
  parameters: P
  returnType: R
}

/** Namespace → capability → what it takes and answers. A capability a namespace lacks is not callable there. */
export interface CapabilityMap {
  eip155: {
    sendTransaction: Entry<EvmSendTransactionParameters, EvmTransactionResult>
    writeContract: Entry<EvmWriteContractParameters, EvmTransactionResult>
    /** The estimate as a decimal string. */
    estimateGas: Entry<EvmEstimateGasParameters, string>
    getCapabilities: Entry<AccountParameters, WalletCapabilities>
    sendCalls: Entry<EvmSendCallsParameters, EvmSendCallsResult>
    walletGetAssets: Entry<WalletGetAssetsParameters, WalletAssets>
    grantPermissions: Entry<GrantPermissionsParameters, Record<string, unknown>>
  }
  solana: {
    /** Resolves the signature once the network confirmed it. */
    sendTransaction: Entry<SolanaSendTransactionParameters, string>
    /** Resolves the signed transaction as base64. */
    signTransaction: Entry<SolanaSignTransactionParameters, string>
    /** The native coin first, then the tokens held. */
    getTokenBalances: Entry<TokenBalancesParameters, TokenBalance[]>
  }
  bip122: {
    /** Resolves the txid. */
    sendTransaction: Entry<BitcoinSendTransactionParameters, string>
    signTransaction: Entry<BitcoinSignTransactionParameters, BitcoinSignTransactionResult>
  }
  polkadot: Record<never, never>
  cosmos: Record<never, never>
}

/** Optional capabilities; a view asks `supports(capability)` before offering the action. */
export const CAPABILITIES = [
  'sendTransaction',
  'writeContract',
  'estimateGas',
  'signTransaction',
  'getCapabilities',
  'sendCalls',
  'walletGetAssets',
  'grantPermissions',
  /**
   * `{ address, caipNetwork }` → the address's fungible balances on that network as §3 token balances, the native
   * coin first. For chains the blockchain API does not serve (the Tokens tab asks the adapter instead).
   */
  'getTokenBalances',
] as const

export type Capability = (typeof CAPABILITIES)[number]

type EntryOf<C extends Capability, N extends ChainNamespace> = N extends ChainNamespace
  ? C extends keyof CapabilityMap[N]
    ? CapabilityMap[N][C]
    : never
  : never

/** What `core.request(namespace, capability, params)` takes; `never` where the namespace lacks the capability. */
export type CapabilityParameters<C extends Capability, N extends ChainNamespace = ChainNamespace> =
  EntryOf<C, N> extends infer E ? (E extends Entry<infer P, unknown> ? P : never) : never

/** What the capability resolves with. */
export type CapabilityReturnType<C extends Capability, N extends ChainNamespace = ChainNamespace> =
  EntryOf<C, N> extends infer E ? (E extends Entry<unknown, infer R> ? R : never) : never

/** What an adapter receives: the parameters plus the namespace core routes by and the connection to use. */
export type CapabilityRequest<
  C extends Capability,
  N extends ChainNamespace = ChainNamespace,
> = N extends ChainNamespace ? { namespace: N; connectorId?: string } & CapabilityParameters<C, N> : never

/** One capability as an adapter implements it. */
export type CapabilityCall<C extends Capability, N extends ChainNamespace = ChainNamespace> = (
  params: CapabilityRequest<C, N>,
) => Promise<CapabilityReturnType<C, N>>

/** `request`'s params argument: optional when every parameter is. */
export type CapabilityArgs<C extends Capability, N extends ChainNamespace> =
  Record<string, never> extends CapabilityParameters<C, N>
    ? [params?: CapabilityParameters<C, N>]
    : [params: CapabilityParameters<C, N>]
