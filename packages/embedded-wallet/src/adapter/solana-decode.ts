import { formatUnits } from '@portico/common'
import type { ApprovalRequest } from '@portico/core'
import { base58, base64 } from '@scure/base'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const PROGRAM_NAMES: Record<string, string> = {
  [SYSTEM_PROGRAM]: 'System Program',
  [TOKEN_PROGRAM]: 'Token Program',
  [ASSOCIATED_TOKEN_PROGRAM]: 'Associated Token Program',
  ComputeBudget111111111111111111111111111111: 'Compute Budget Program',
}
/** The System program's Transfer instruction: u32 index 2, then the lamports as u64 (little-endian). */
const SYSTEM_TRANSFER = 2
/** The Token program's TransferChecked: 12, the amount as u64, the mint's decimals. */
const TRANSFER_CHECKED = 12

/** A byte reader over a wire-format transaction; reading past the end throws (the request is then shown undecoded). */
function reader(bytes: Uint8Array) {
  let at = 0
  const take = (n: number) => {
    if (at + n > bytes.length) throw new RangeError('truncated transaction')
    const out = bytes.subarray(at, at + n)
    at += n
    return out
  }
  /** Solana's compact-u16 length prefix. */
  const shortVec = () => {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const byte = take(1)[0] as number
      value |= (byte & 0x7f) << (7 * i)
      if ((byte & 0x80) === 0) return value
    }
    throw new RangeError('bad length prefix')
  }
  return { take, shortVec, peek: () => bytes[at] ?? 0 }
}

const littleEndian = (bytes: Uint8Array) => bytes.reduceRight((n, byte) => (n << 8n) | BigInt(byte), 0n)

/**
 * A Solana transaction as ApproveTransaction shows it (§4): the programs it calls, and for a SOL transfer of the
 * System program the recipient and the amount; for an SPL TransferChecked the mint and the amount, and the recipient
 * when the transaction creates its token account (whose owner it names), else the destination token account. The frame signs the same bytes, so what is shown is what is signed.
 */
export function describeSolanaTransaction(transaction: string, method: string): ApprovalRequest {
  const request: ApprovalRequest = { namespace: 'solana', method }
  try {
    const r = reader(base64.decode(transaction))
    r.take(r.shortVec() * 64)
    if (r.peek() & 0x80) r.take(1)
    r.take(3)
    const keys = Array.from({ length: r.shortVec() }, () => base58.encode(r.take(32)))
    r.take(32)
    const programs = new Set<string>()
    let lamports = 0n
    let to: string | undefined
    let token: ApprovalRequest['token']
    let tokenOwner: string | undefined
    for (let i = r.shortVec(); i > 0; i--) {
      const program = keys[r.take(1)[0] as number] ?? 'unknown program'
      const accounts = r.take(r.shortVec())
      const data = r.take(r.shortVec())
      programs.add(PROGRAM_NAMES[program] ?? program)
      if (
        program === SYSTEM_PROGRAM &&
        data.length === 12 &&
        littleEndian(data.subarray(0, 4)) === BigInt(SYSTEM_TRANSFER)
      ) {
        lamports += littleEndian(data.subarray(4))
        to ??= keys[accounts[1] ?? -1]
      }
      if (program === ASSOCIATED_TOKEN_PROGRAM) tokenOwner ??= keys[accounts[2] ?? -1]
      if (program === TOKEN_PROGRAM && data.length === 10 && data[0] === TRANSFER_CHECKED && !token) {
        const mint = keys[accounts[1] ?? -1]
        if (mint) token = { address: mint, amount: formatUnits(littleEndian(data.subarray(1, 9)), data[9] as number) }
        to ??= tokenOwner ?? keys[accounts[2] ?? -1]
      }
    }
    return {
      ...request,
      summary: [...programs].join(', '),
      ...(to ? { to } : {}),
      ...(token ? { token } : to ? { value: `${formatUnits(lamports, 9)} SOL` } : {}),
    }
  } catch {
    return request
  }
}
