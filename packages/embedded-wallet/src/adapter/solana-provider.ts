import type { CaipNetwork } from '@portico/common'
import type { AuthHost } from '@portico/core'
import { asRpcError, userRejected } from './rpc-error'
import type { EmbeddedSession } from './session'
import { describeSolanaTransaction } from './solana-decode'
import { solanaRpc } from './solana-rpc'

export interface SolanaProviderDeps {
  session: EmbeddedSession
  host(): AuthHost | undefined
  network(): CaipNetwork | undefined
  fetchFn?: typeof fetch
}

const bytesToBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * The Solana provider apps get for the embedded wallet. Messages are signed in the frame; a transaction is shown in
 * ApproveTransaction (programs, recipient, SOL amount) and signed in the frame only once approved. For
 * signAndSendTransaction the frame signs and this provider sends: the frame's CSP lets it reach only apps/api and its
 * own origin, apps/api's RPC proxy speaks EVM JSON-RPC only, and a signed transaction is public the moment it is sent,
 * so handing it to the network's RPC from the host page gives the host nothing it could misuse.
 */
export function createSolanaProvider(deps: SolanaProviderDeps) {
  const { session } = deps
  async function approved(transaction: string, method: string): Promise<void> {
    const host = deps.host()
    if (!host || !(await host.approve(describeSolanaTransaction(transaction, method)))) throw userRejected()
  }

  async function signInFrame(transaction: string): Promise<string> {
    try {
      return (await session.request('SOLANA_SIGN_TRANSACTION', { transaction })).transaction
    } catch (error) {
      throw asRpcError(error)
    }
  }

  return {
    async signMessage(message: Uint8Array): Promise<string> {
      return (await session.request('SOLANA_SIGN_MESSAGE', { message: bytesToBase64(message) })).signature
    },
    /** A wire-format transaction (base64) signed in the frame after the user approved it in the modal. */
    async signTransaction(transaction: string): Promise<string> {
      await approved(transaction, 'solana_signTransaction')
      return signInFrame(transaction)
    },
    /** Approved, signed in the frame, sent to the network's RPC; answers the signature (base58). */
    async signAndSendTransaction(transaction: string): Promise<string> {
      await approved(transaction, 'solana_signAndSendTransaction')
      const signed = await signInFrame(transaction)
      return solanaRpc<string>(
        deps.network()?.rpcUrls.default.http[0],
        'sendTransaction',
        [signed, { encoding: 'base64', preflightCommitment: 'confirmed' }],
        deps.fetchFn,
      )
    },
  }
}
