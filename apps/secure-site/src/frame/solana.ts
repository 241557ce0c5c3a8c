import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { getTransactionDecoder, type Transaction } from '@solana/kit'
import { FrameFailure } from './failure'

export function signSolanaMessage(privateKey: Uint8Array, message: Uint8Array): string {
  return base58.encode(ed25519.sign(message, privateKey))
}

const invalid = () =>
  new FrameFailure('INVALID_TRANSACTION', 'Not a serialized Solana transaction', { rpcCode: -32602 })

function decoded(wire: Uint8Array): Transaction {
  try {
    return getTransactionDecoder().decode(wire)
  } catch {
    throw invalid()
  }
}

/**
 * Signs a wire-format transaction (legacy or v0): the signature goes into the slot of our key among the message's
 * required signers; other signatures are left as they are.
 */
export function signSolanaTransaction(privateKey: Uint8Array, publicKey: Uint8Array, wire: Uint8Array): Uint8Array {
  const { messageBytes, signatures } = decoded(wire)
  // The signers in the message's order: the signature slots, which end where the message starts.
  const signers = Object.keys(signatures)
  // A signer listed twice collapses into one key: the slots would no longer line up with the message's header.
  const messageStart = wire.length - messageBytes.length
  if (messageStart - signers.length * 64 !== (signers.length < 0x80 ? 1 : 2)) throw invalid()
  const slot = signers.indexOf(base58.encode(publicKey))
  if (slot < 0) throw new FrameFailure('NOT_A_SIGNER', 'This account is not a signer of the transaction')
  const signed = wire.slice()
  signed.set(ed25519.sign(wire.subarray(messageStart), privateKey), messageStart - (signers.length - slot) * 64)
  return signed
}
