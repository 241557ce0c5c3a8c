import {
  assertNamespace,
  type CaipNetwork,
  type ChainNamespace,
  PorticoError,
  parseUnits,
  toPorticoError,
} from '@portico/common'
import { featureError } from '@portico/common/errors'
import type { SolanaSendTransactionParameters } from '@portico/core'
import { base64 } from '@scure/base'
import { assertSolanaAddress } from './solana-address'
import type { Lifetime } from './solana-build'
import { solanaRpc } from './solana-rpc'
import { SOL_DECIMALS, solanaBalance, solanaTokenBalances } from './solana-tokens'

/** How long a sent transaction may take to reach 'confirmed' (as long as its blockhash lives, about 60 s, at most). */
export const CONFIRM_TIMEOUT_MS = 30_000
const CONFIRM_POLL_MS = 500

export interface SolanaSendDeps {
  /** The provider's approve → sign in the frame → send; answers the signature. */
  signAndSendTransaction(transaction: string): Promise<string>
  address(): string | undefined
  network(): CaipNetwork | undefined
  fetchFn?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

interface SignatureStatus {
  err: unknown
  confirmationStatus?: string | null
}

type Request = SolanaSendTransactionParameters & { namespace?: ChainNamespace }

/**
 * The Solana adapter's `sendTransaction` capability (the modal's Send) and its balances: a SOL or SPL transfer built
 * here (or the app's own wire bytes), approved in ApproveTransaction and signed in the frame, sent to the network's
 * RPC; resolves the signature once the network confirmed it.
 */
export function solanaSendCapability(deps: SolanaSendDeps) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const rpc = <T>(method: string, params: readonly unknown[]) =>
    solanaRpc<T>(deps.network()?.rpcUrls.default.http[0], method, params, deps.fetchFn)

  async function build(from: string, params: Request): Promise<string> {
    if ('transaction' in params) {
      try {
        if (typeof params.transaction === 'string' && base64.decode(params.transaction).length > 0)
          return params.transaction
      } catch {}
      throw new PorticoError('RPC_INVALID_PARAMS')
    }
    const to = assertSolanaAddress(params.to, 'to')
    const mint = params.token === undefined ? undefined : assertSolanaAddress(params.token, 'token')
    const amount = (params as { amount?: unknown }).amount
    if (typeof amount !== 'string') throw new PorticoError('INVALID_NUMBER', { params: { value: String(amount) } })
    const builder = await import('./solana-build')
    const decimals = mint ? await mintDecimalsOf(mint, builder.mintDecimals) : SOL_DECIMALS
    const units = parseUnits(amount, decimals)
    if (units <= 0n) throw new PorticoError('INVALID_NUMBER', { params: { value: amount } })
    const { value } = await rpc<{ value: Lifetime }>('getLatestBlockhash', [{ commitment: 'confirmed' }])
    if (!mint) return builder.solTransfer(from, to, units, value)
    return builder.splTransfer(from, to, mint, units, decimals, value)
  }

  /** The mint's decimals from its account; an account that is no mint is an invalid token address. */
  async function mintDecimalsOf(mint: string, decode: (data: Uint8Array) => number | undefined): Promise<number> {
    const { value } = await rpc<{ value: { data: [string, string] } | null }>('getAccountInfo', [
      mint,
      { encoding: 'base64' },
    ])
    const decimals = value ? decode(base64.decode(value.data[0])) : undefined
    if (decimals === undefined)
      throw new PorticoError('INVALID_ADDRESS', { params: { namespace: 'solana', value: `token: ${mint}` } })
    return decimals
  }

  async function confirmed(signature: string): Promise<void> {
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS
    for (;;) {
      const { value } = await rpc<{ value: (SignatureStatus | null)[] }>('getSignatureStatuses', [[signature]])
      const status = value[0]
      if (status?.err) throw new PorticoError('RPC_TRANSACTION_REJECTED', { cause: status.err })
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
      if (Date.now() >= deadline)
        throw featureError('REQUEST_TIMEOUT', {
          params: { path: 'getSignatureStatuses', timeoutMs: CONFIRM_TIMEOUT_MS },
        })
      await sleep(CONFIRM_POLL_MS)
    }
  }

  return {
    async sendTransaction(params: Request): Promise<string> {
      assertNamespace(params.namespace ?? 'solana', 'solana')
      const from = deps.address()
      if (!from) throw new PorticoError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
      let signature: string
      try {
        signature = await deps.signAndSendTransaction(await build(from, params))
      } catch (error) {
        // 4001 from the approval becomes USER_REJECTED, which the Send preview shows as the catalogue's message.
        throw toPorticoError(error, 'RPC_TRANSACTION_REJECTED')
      }
      await confirmed(signature)
      return signature
    },

    /** SOL and the SPL tokens held, from the network's RPC: the Tokens tab and the Send view's token list. */
    getTokenBalances: (params: { address: string; caipNetwork: CaipNetwork }) =>
      solanaTokenBalances(params, deps.fetchFn),

    /** The account's SOL from the network's RPC (the Account view and the Send view's native balance). */
    async getBalance(where: { address: string; caipNetwork: CaipNetwork }) {
      return { balance: await solanaBalance(where, deps.fetchFn), symbol: where.caipNetwork.nativeCurrency.symbol }
    },
  }
}
