import { bytesToHex } from '@portico/common/hex'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { HDKey as Ed25519HDKey } from 'micro-key-producer/slip10.js'
import { privateKeyToAddress } from 'viem/accounts'

/** BIP-44 paths: the first EVM account, and the first Solana account as Phantom and Solflare derive it (SLIP-10). */
export const EVM_PATH = "m/44'/60'/0'/0/0"
export const SOLANA_PATH = "m/44'/501'/0'/0'"
/** 256 bits: a 24-word phrase. */
export const ENTROPY_BYTES = 32

export interface WalletKeys {
  evm: { privateKey: Uint8Array; address: `0x${string}` }
  /** The ed25519 seed (what Solana calls the secret key's first half) and its public key. */
  solana: { privateKey: Uint8Array; publicKey: Uint8Array; address: string }
}

export function newEntropy(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES))
}

/**
 * The BIP-39 seed of the entropy's phrase (no passphrase): PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic". WebCrypto
 * runs it natively, in a few milliseconds instead of a JavaScript loop, and keeps its code out of the frame bundle.
 */
export async function entropyToSeed(entropy: Uint8Array): Promise<Uint8Array> {
  const phrase = new TextEncoder().encode(entropyToMnemonic(entropy, wordlist).normalize('NFKD'))
  const key = await crypto.subtle.importKey('raw', phrase, 'PBKDF2', false, ['deriveBits'])
  phrase.fill(0)
  const salt = new TextEncoder().encode('mnemonic')
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt, iterations: 2048 }, key, 512)
  return new Uint8Array(bits)
}

const toHex = (bytes: Uint8Array): `0x${string}` => `0x${bytesToHex(bytes)}`

/** Both accounts from the BIP-39 seed. The caller zeroes the private keys when its operation is done. */
export function deriveKeys(seed: Uint8Array): WalletKeys {
  const evmKey = HDKey.fromMasterSeed(seed).derive(EVM_PATH).privateKey
  if (!evmKey) throw new Error('EVM key derivation gave no private key')
  const solana = Ed25519HDKey.fromMasterSeed(seed).derive(SOLANA_PATH)
  return {
    evm: { privateKey: evmKey, address: privateKeyToAddress(toHex(evmKey)) },
    solana: {
      privateKey: solana.privateKey,
      publicKey: solana.publicKeyRaw,
      address: base58.encode(solana.publicKeyRaw),
    },
  }
}

export function wipe(keys: WalletKeys): void {
  keys.evm.privateKey.fill(0)
  keys.solana.privateKey.fill(0)
}

export { toHex }
