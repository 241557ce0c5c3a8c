import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { signSolanaMessage, signSolanaTransaction } from './solana'

// Transactions built and checked with @solana/web3.js, an implementation independent of the frame's wire parsing.
const seed = crypto.getRandomValues(new Uint8Array(32))
const publicKey = ed25519.getPublicKey(seed)
const me = new PublicKey(publicKey)
const blockhash = new PublicKey(new Uint8Array(32).fill(7)).toBase58()
const transfer = (to: PublicKey) => SystemProgram.transfer({ fromPubkey: me, toPubkey: to, lamports: 1000 })

describe('Solana signing', () => {
  it('signs a legacy transaction so that web3.js verifies it', () => {
    const tx = new Transaction({ feePayer: me, recentBlockhash: blockhash }).add(transfer(Keypair.generate().publicKey))
    const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false })
    const signed = Transaction.from(signSolanaTransaction(seed, publicKey, wire))
    expect(signed.verifySignatures()).toBe(true)
  })

  it('signs our slot of a v0 transaction with two signers and leaves the other slot alone', () => {
    const other = Keypair.generate()
    const message = new TransactionMessage({
      payerKey: other.publicKey,
      recentBlockhash: blockhash,
      instructions: [transfer(other.publicKey)],
    }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    const signed = VersionedTransaction.deserialize(signSolanaTransaction(seed, publicKey, tx.serialize()))
    const keys = signed.message.staticAccountKeys
    const mine = keys.findIndex((key) => key.equals(me))
    const theirs = keys.findIndex((key) => key.equals(other.publicKey))
    expect(ed25519.verify(signed.signatures[mine] ?? new Uint8Array(), signed.message.serialize(), publicKey)).toBe(
      true,
    )
    expect(signed.signatures[theirs]).toEqual(new Uint8Array(64))
  })

  it('refuses bytes that are not a transaction, and a transaction cut short, as INVALID_TRANSACTION', () => {
    const tx = new Transaction({ feePayer: me, recentBlockhash: blockhash }).add(transfer(Keypair.generate().publicKey))
    const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false })
    for (const bytes of [new Uint8Array([2, 1, 2, 3]), wire.subarray(0, 80)])
      expect(() => signSolanaTransaction(seed, publicKey, bytes)).toThrow(
        expect.objectContaining({ code: 'INVALID_TRANSACTION' }),
      )
  })

  it('signs a message as the raw bytes', () => {
    const message = new TextEncoder().encode('Sign in to Portico')
    const signature = signSolanaMessage(seed, message)
    expect(ed25519.verify(base58.decode(signature), message, publicKey)).toBe(true)
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('other'), publicKey)).toBe(false)
  })
})
