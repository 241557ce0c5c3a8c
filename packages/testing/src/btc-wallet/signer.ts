import { crypto as btcCrypto, Psbt, toXOnly } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import * as ecc from 'tiny-secp256k1'
import type { BtcKey } from './keys'

const ECPair = ECPairFactory(ecc)

/** The signer bitcoinjs needs for an input of this key: plain for segwit v0, BIP-86 tweaked for taproot. */
export function signerFor(key: BtcKey): ECPairInterface {
  const privateKey = key.node.privateKey
  if (!privateKey) throw new Error('key has no private part')
  const pair = ECPair.fromPrivateKey(privateKey, { network: key.network })
  if (key.addressType === 'p2wpkh') return pair
  return pair.tweak(btcCrypto.taggedHash('TapTweak', toXOnly(pair.publicKey)))
}

/** Signs the listed inputs of a PSBT with the key(s) owning them; finalizes only when asked. */
export function signPsbtInputs(psbt: Psbt, plan: { key: BtcKey; indexes: number[] }[], finalize: boolean): Psbt {
  for (const { key, indexes } of plan) {
    const signer = signerFor(key)
    for (const index of indexes) {
      if (index < 0 || index >= psbt.inputCount) throw new Error(`input ${index} does not exist`)
      if (key.addressType === 'p2tr') psbt.updateInput(index, { tapInternalKey: toXOnly(key.node.publicKey) })
      psbt.signInput(index, signer)
    }
  }
  if (finalize) psbt.finalizeAllInputs()
  return psbt
}

/** Whether every signature on a PSBT input verifies (secp256k1) against the input's own sighash; false with none. */
export function psbtInputSignedValidly(psbtBase64: string, index: number): boolean {
  const psbt = Psbt.fromBase64(psbtBase64)
  if (!psbt.data.inputs[index]?.partialSig?.length) return false
  return psbt.validateSignaturesOfInput(index, (pubkey, hash, signature) => ecc.verify(hash, pubkey, signature))
}

export { Psbt }
