import { PorticoError, parseUnits } from '@portico/common'
import { type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { SOL_DECIMALS } from '../balance/balances'
import { associatedTokenAddress, createAssociatedTokenAccountIdempotent, mintDecimals, transferChecked } from './spl'

export interface TransferRequest {
  /** Recipient's address (base58). */
  to: string
  /** Amount in whole units as a decimal string: SOL, or the token when `token` is set. */
  amount: string
  /** SPL mint address for a token transfer; omitted means SOL. */
  token?: string
}

function publicKey(value: unknown, field: string): PublicKey {
  try {
    if (typeof value !== 'string') throw new Error('not a string')
    return new PublicKey(value)
  } catch {
    throw new PorticoError('INVALID_ADDRESS', { params: { namespace: 'solana', value: `${field}: ${String(value)}` } })
  }
}

/** Checks a transfer request from an app before anything reaches the wallet. */
export function readTransferRequest(params: Record<string, unknown>): TransferRequest {
  const to = publicKey(params.to, 'to').toBase58()
  const amount = params.amount ?? params.value
  if (typeof amount !== 'string') throw new PorticoError('INVALID_NUMBER', { params: { value: String(amount) } })
  const token = params.token === undefined ? undefined : publicKey(params.token, 'token').toBase58()
  return { to, amount, ...(token ? { token } : {}) }
}

/** A SOL transfer, or an SPL TransferChecked that first creates the recipient's token account when missing. */
export async function buildTransfer(connection: Connection, from: string, request: TransferRequest) {
  const owner = new PublicKey(from)
  const to = new PublicKey(request.to)
  const tx = new Transaction()
  if (!request.token) {
    const lamports = parseUnits(request.amount, SOL_DECIMALS)
    if (lamports <= 0n) throw new PorticoError('INVALID_NUMBER', { params: { value: request.amount } })
    tx.add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports }))
  } else {
    const mint = new PublicKey(request.token)
    const info = await connection.getAccountInfo(mint)
    const decimals = info ? mintDecimals(info.data) : undefined
    if (decimals === undefined)
      throw new PorticoError('INVALID_ADDRESS', { params: { namespace: 'solana', value: request.token } })
    const amount = parseUnits(request.amount, decimals)
    if (amount <= 0n) throw new PorticoError('INVALID_NUMBER', { params: { value: request.amount } })
    tx.add(createAssociatedTokenAccountIdempotent(owner, to, mint))
    tx.add(
      transferChecked({
        source: associatedTokenAddress(owner, mint),
        mint,
        destination: associatedTokenAddress(to, mint),
        owner,
        amount,
        decimals,
      }),
    )
  }
  const latest = await connection.getLatestBlockhash('confirmed')
  tx.feePayer = owner
  tx.recentBlockhash = latest.blockhash
  return { tx, latest }
}
