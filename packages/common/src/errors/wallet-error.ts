import type { ChainNamespace } from '../caip/namespaces'
import { type ErrorCode, RPC_ERROR_CODES, type RpcErrorCode } from './codes'
import { PorticoError } from './portico-error'

/** How one wallet library says "the user said no", beyond EIP-1193's 4001. */
export interface WalletErrorOptions {
  /** Codes this library uses for a refusal (sats-connect: -32000, the WalletConnect sign client: 5000). */
  rejectionCodes?: readonly number[]
  /** Words a wallet uses when it refuses without a code. */
  rejectionText?: RegExp
}

/** What wallets that throw without a code write when the user declines. */
export const REJECTION_TEXT = /user rejected|rejected the request|user denied|declined/i

const USER_REJECTED_CODE = 4001
// Libraries hide the wallet's own error under different names: viem/wagmi and web3.js as `cause`, wallet-adapter as
// `error`, MetaMask-style providers as `data.originalError` (inside a -32603 wrapper).
const MAX_LINKS = 16

/** The thrown value and every error it wraps, outermost first; cycles are cut. */
function chainOf(error: unknown): unknown[] {
  const links: unknown[] = []
  let current = error
  while (current !== undefined && current !== null && !links.includes(current) && links.length < MAX_LINKS) {
    links.push(current)
    if (typeof current !== 'object') break
    const inner = current as { cause?: unknown; error?: unknown; data?: unknown }
    const data = inner.data
    const original =
      typeof data === 'object' && data !== null ? (data as { originalError?: unknown }).originalError : undefined
    current = inner.cause ?? inner.error ?? original
  }
  return links
}

function codeOf(link: unknown): number | undefined {
  if (typeof link !== 'object' || link === null) return undefined
  const code = (link as { code?: unknown }).code
  return typeof code === 'number' ? code : undefined
}

function textOf(link: unknown): string | undefined {
  if (typeof link === 'string') return link
  if (typeof link !== 'object' || link === null) return undefined
  const message = (link as { message?: unknown }).message
  return typeof message === 'string' ? message : undefined
}

const isKnown = (code: number | undefined): code is RpcErrorCode => code !== undefined && code in RPC_ERROR_CODES

/** The first wallet / JSON-RPC code of the catalogue along the chain of wrapped errors. */
export function findRpcCode(error: unknown): RpcErrorCode | undefined {
  return chainOf(error).map(codeOf).find(isKnown)
}

/**
 * Whether the user declined: a refusal code anywhere along the chain (a wrapper's own code, e.g. -32603, does not
 * hide it), or, when no link carries a catalogue code, a refusal in words.
 */
export function isWalletRejection(error: unknown, options: WalletErrorOptions = {}): boolean {
  const links = chainOf(error)
  const codes = [USER_REJECTED_CODE, ...(options.rejectionCodes ?? [])]
  if (links.some((link) => codes.includes(codeOf(link) ?? Number.NaN))) return true
  if (links.some((link) => isKnown(codeOf(link)))) return false
  const words = options.rejectionText ?? REJECTION_TEXT
  return links.some((link) => words.test(textOf(link) ?? ''))
}

/**
 * A wallet's refusal or failure as a catalogue error: a refusal becomes USER_REJECTED, a known code its entry, and
 * anything else (garbage answers, a wallet that went away, network failures) `fallback` — the adapter's own message
 * for what it was doing. The original is kept as `cause`.
 */
export function toPorticoError(error: unknown, fallback: ErrorCode, options: WalletErrorOptions = {}): PorticoError {
  if (error instanceof PorticoError) return error
  if (isWalletRejection(error, options)) {
    return new PorticoError('USER_REJECTED', { cause: error, rpcCode: USER_REJECTED_CODE })
  }
  const rpcCode = findRpcCode(error)
  if (rpcCode !== undefined) return new PorticoError(RPC_ERROR_CODES[rpcCode], { cause: error, rpcCode })
  return new PorticoError(fallback, { cause: error })
}

/** An adapter is asked only about its own namespace; anything else is a caller's mistake. */
export function assertNamespace(namespace: ChainNamespace, expected: ChainNamespace): void {
  if (namespace !== expected) throw new PorticoError('UNSUPPORTED_NAMESPACE', { params: { namespace } })
}
