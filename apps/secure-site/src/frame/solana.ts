import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { FrameFailure } from './failure'

export function signSolanaMessage(privateKey: Uint8Array, message: Uint8Array): string {
  return base58.encode(ed25519.sign(message, privateKey))
}

/** Solana's compact-u16 length prefix: its value and how many bytes it took. */
function readShortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw invalid()
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, i + 1]
  }
  throw invalid()
}

const invalid = () =>
  new FrameFailure('INVALID_TRANSACTION', 'Not a serialized Solana transaction', { rpcCode: -32602 })

/**
 * Signs a wire-format transaction (legacy or v0): the signature goes into the slot of our key among the message's
 * required signers; other signatures are left as they are.
 */
export function signSolanaTransaction(privateKey: Uint8Array, publicKey: Uint8Array, wire: Uint8Array): Uint8Array {
  const [signatureCount, countBytes] = readShortVec(wire, 0)
  const messageStart = countBytes + signatureCount * 64
  const message = wire.subarray(messageStart)
  const versioned = ((message[0] ?? 0) & 0x80) !== 0
  const header = versioned ? 1 : 0
  const requiredSignatures = message[header]
  if (requiredSignatures === undefined || requiredSignatures !== signatureCount) throw invalid()
  const [, accountsBytes] = readShortVec(message, header + 3)
  const keysStart = header + 3 + accountsBytes
  let slot = -1
  for (let i = 0; i < requiredSignatures; i++) {
    const key = message.subarray(keysStart + i * 32, keysStart + (i + 1) * 32)
    if (key.length === 32 && key.every((byte, j) => byte === publicKey[j])) slot = i
  }
  if (slot < 0) throw new FrameFailure('NOT_A_SIGNER', 'This account is not a signer of the transaction')
  const signed = wire.slice()
  signed.set(ed25519.sign(message, privateKey), countBytes + slot * 64)
  return signed
}
