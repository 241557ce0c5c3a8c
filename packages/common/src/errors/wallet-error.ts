import type { ChainNamespace } from '../caip/namespaces'
import { type CoreErrorCode, RPC_ERROR_CODES, type RpcErrorCode } from './codes'
import { describeValue, PorticoError } from './portico-error'

/** How one wallet library says "the user said no", beyond EIP-1193's 4001. */
export interface WalletErrorOptions {
  /** Codes this library uses for a refusal (sats-connect: -32000, the WalletConnect sign client: 5000). */
  rejectionCodes?: readonly number[]
  /** Words a wallet uses when it refuses without a code. */
  rejectionText?: RegExp
}

/** What wallets that throw without a code write when the user declines (solana's wallet-adapter keeps it). */
export const REJECTION_TEXT = /user rejected|rejected the request|user denied|declined/i

const USER_REJECTED_CODE = 4001

interface Link {
  code?: unknown
  message?: unknown
  cause?: unknown
  error?: unknown
  data?: { originalError?: unknown }
}

/**
 * The thrown value and every error it wraps, outermost first; a cycle ends it. Libraries hide the wallet's own
 * error under different names: viem/wagmi and web3.js as `cause`, wallet-adapter as `error`, MetaMask-style
 * providers as `data.originalError` (inside a -32603 wrapper).
 */
function chainOf(error: unknown): Link[] {
  const links: Link[] = []
  for (let link = error as Link | null; typeof link === 'object' && link !== null && !links.includes(link); ) {
    links.push(link)
    link = (link.cause ?? link.error ?? link.data?.originalError) as Link | null
  }
  return links
}

const isKnown = (code: unknown): code is RpcErrorCode => typeof code === 'number' && code in RPC_ERROR_CODES

/** The first wallet / JSON-RPC code of the catalogue along the chain of wrapped errors. */
export function findRpcCode(error: unknown): RpcErrorCode | undefined {
  return chainOf(error)
    .map((link) => link.code)
    .find(isKnown)
}

/**
 * A wallet's refusal or failure as a catalogue error. A refusal — a refusal code anywhere along the chain (a
 * wrapper's own code, e.g. -32603, does not hide it), or, when no link carries a catalogue code, `rejectionText` in
 * a message or a thrown string — becomes USER_REJECTED; a known code its entry; anything else (garbage answers, a
 * wallet that went away, network failures) `fallback`, the adapter's own message for what it was doing (a code of
 * `@portico/common/errors` through its `asFallback`). The original is kept as `cause`.
 */
export function toPorticoError(
  error: unknown,
  fallback: CoreErrorCode | ((cause: unknown) => PorticoError),
  { rejectionCodes = [], rejectionText }: WalletErrorOptions = {},
): PorticoError {
  if (error instanceof PorticoError) return error
  const links = chainOf(error)
  const rpcCode = findRpcCode(error)
  const refused =
    links.some(({ code }) => code === USER_REJECTED_CODE || rejectionCodes.includes(code as number)) ||
    (rpcCode === undefined &&
      [error, ...links.map((link) => link.message)].some(
        (text) => typeof text === 'string' && rejectionText?.test(text),
      ))
  if (refused) return new PorticoError('USER_REJECTED', { cause: error, rpcCode: USER_REJECTED_CODE })
  if (rpcCode !== undefined) return new PorticoError(RPC_ERROR_CODES[rpcCode], { cause: error, rpcCode })
  return typeof fallback === 'function' ? fallback(error) : new PorticoError(fallback, { cause: error })
}

/** Turns whatever a wallet or node threw into a PorticoError; without a known code, UNKNOWN_RPC_ERROR says what. */
export function fromRpcError(error: unknown): PorticoError {
  const typed = toPorticoError(error, 'UNKNOWN_RPC_ERROR')
  if (typed.code !== 'UNKNOWN_RPC_ERROR' || typed === error) return typed
  const code = (error as Link | null)?.code
  const rpcCode = Number.isInteger(code) ? (code as number) : undefined
  const reason =
    error instanceof Error ? error.message : describeValue((error as { message?: unknown })?.message ?? error)
  return new PorticoError('UNKNOWN_RPC_ERROR', {
    cause: error,
    rpcCode,
    params: { rpcCode: rpcCode ?? 'none', reason },
  })
}

/**
 * User rejections are not failures of the product: they are never reported to analytics and never retried. A wallet
 * that declines the connection without an RPC code (a Polkadot extension's refused authorization) is one too.
 */
export function isUserRejection(error: unknown): boolean {
  const { code } = toPorticoError(error, 'UNKNOWN_RPC_ERROR')
  return code === 'USER_REJECTED' || code === 'CONNECTION_REJECTED'
}

/** An adapter is asked only about its own namespace; anything else is a caller's mistake. */
export function assertNamespace(namespace: ChainNamespace, expected: ChainNamespace): void {
  if (namespace !== expected) throw new PorticoError('UNSUPPORTED_NAMESPACE', { params: { namespace } })
}
