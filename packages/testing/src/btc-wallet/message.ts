import { crypto as btcCrypto, opcodes, Psbt, script, Transaction } from 'bitcoinjs-lib'
import * as ecc from 'tiny-secp256k1'
import type { BtcKey } from './keys'
import { signPsbtInputs } from './signer'

// Message signing done by hand on bitcoinjs-lib, so tests can check it against an independent verifier (bip322-js).

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  throw new Error('message too long for this test wallet')
}

const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]))
const utf8 = (text: string) => new TextEncoder().encode(text)

function bip322MessageHash(message: string): Uint8Array {
  const tag = btcCrypto.sha256(utf8('BIP0322-signed-message'))
  return btcCrypto.sha256(concat(tag, tag, utf8(message)))
}

/** BIP-322 "simple": the witness of a virtual to_sign transaction spending a virtual to_spend, base64. */
export function signBip322Simple(key: BtcKey, message: string): string {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0, bip322MessageHash(message)]))
  toSpend.addOutput(key.output, 0n)
  const psbt = new Psbt({ network: key.network })
  psbt.setVersion(0)
  psbt.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.output, value: 0n },
  })
  psbt.addOutput({ script: script.compile([opcodes.OP_RETURN]), value: 0n })
  signPsbtInputs(psbt, [{ key, indexes: [0] }], true)
  const witness = psbt.extractTransaction().ins[0]?.witness ?? []
  return Buffer.from(concat(varint(witness.length), ...witness.flatMap((w) => [varint(w.length), w]))).toString(
    'base64',
  )
}

/** The "Bitcoin Signed Message" ECDSA signature (BIP-137 header for a native segwit address), base64. */
export function signLegacy(key: BtcKey, message: string): string {
  if (key.addressType !== 'p2wpkh') throw new Error('legacy ECDSA signing needs the payment (segwit v0) key')
  const privateKey = key.node.privateKey
  if (!privateKey) throw new Error('key has no private part')
  const body = utf8(message)
  const prefix = utf8('\x18Bitcoin Signed Message:\n')
  const hash = btcCrypto.hash256(concat(prefix, varint(body.length), body))
  const { signature, recoveryId } = ecc.signRecoverable(hash, privateKey)
  // 39..42: compressed key behind a P2WPKH address (BIP-137).
  return Buffer.from(concat(Uint8Array.of(39 + recoveryId), signature)).toString('base64')
}
