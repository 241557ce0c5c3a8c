import { bytesToHex } from '@portico/common/hex'
import { Psbt } from 'bitcoinjs-lib'
import { garbage } from '../errors/to-portico-error'
import { type BitcoinNetworkName, networkOfAddress } from '../networks/networks'
import type { BitcoinAccount, RawAccount } from '../wallets/types'
import { isBitcoinAddress, isTaprootAddress } from './address'

const PUBLIC_KEY = /^(0[23][0-9a-fA-F]{64}|[0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const TXID = /^[0-9a-f]{64}$/

/** §3 purposes by address type: taproot is the ordinal account (index 1), anything else the payment one (index 0). */
function purposeOf(account: RawAccount, address: string): 'payment' | 'ordinal' {
  if (account.purpose === 'ordinals' || account.purpose === 'ordinal') return 'ordinal'
  if (account.purpose === 'payment') return 'payment'
  return isTaprootAddress(address) ? 'ordinal' : 'payment'
}

/**
 * Checks what a wallet answered for its accounts and orders them payment first (§9 default account type payment).
 * Accounts of other purposes (e.g. sats-connect's stacks) are left out; none left is garbage.
 */
export function toAccounts(
  answer: unknown,
  hint?: BitcoinNetworkName,
): { accounts: BitcoinAccount[]; network: BitcoinNetworkName } {
  if (!Array.isArray(answer)) throw garbage('its accounts', answer)
  const accounts: BitcoinAccount[] = []
  for (const item of answer as RawAccount[]) {
    if (typeof item !== 'object' || item === null) throw garbage('its accounts', answer)
    if (item.purpose !== undefined && !['payment', 'ordinals', 'ordinal'].includes(String(item.purpose))) continue
    if (!isBitcoinAddress(item.address) || (typeof item.publicKey === 'string' && !PUBLIC_KEY.test(item.publicKey))) {
      throw garbage('its accounts', answer)
    }
    if (typeof item.publicKey !== 'string') throw garbage('its accounts', answer)
    accounts.push({
      address: item.address,
      publicKey: item.publicKey.toLowerCase(),
      type: purposeOf(item, item.address),
      ...(typeof item.path === 'string' ? { path: item.path } : {}),
    })
  }
  const network = accounts[0] ? networkOfAddress(accounts[0].address, hint) : undefined
  // Accounts of one wallet state live on one network; a mix cannot be real.
  if (!network || accounts.some((a) => !isBitcoinAddress(a.address, network))) throw garbage('its accounts', answer)
  const ordered = [...accounts.filter((a) => a.type === 'payment'), ...accounts.filter((a) => a.type === 'ordinal')]
  return { accounts: ordered, network }
}

/** A BIP-322 signature is a base64 witness; a legacy one is 65 bytes base64. Anything else is garbage. */
export function toSignature(answer: unknown, protocol: 'bip322' | 'ecdsa'): string {
  if (typeof answer !== 'string' || answer.length % 4 !== 0 || !BASE64.test(answer))
    throw garbage('signMessage', answer)
  const bytes = atob(answer).length
  if (protocol === 'ecdsa' ? bytes !== 65 : bytes < 65) throw garbage('signMessage', answer)
  return answer
}

/**
 * The wallet must hand back the transaction it was asked to sign: same unsigned transaction, parseable PSBT. A wallet
 * that changed outputs or answered noise gets an error, never a "signed" PSBT for the app to broadcast.
 */
export function toSignedPsbt(answer: unknown, sent: string): { psbt: string; txid?: string } {
  const psbt = (answer as { psbt?: unknown })?.psbt
  const txid = (answer as { txid?: unknown })?.txid
  if (typeof psbt !== 'string') throw garbage('signPsbt', answer)
  let signed: Psbt
  try {
    signed = Psbt.fromBase64(psbt)
  } catch {
    throw garbage('signPsbt', answer)
  }
  const original = Psbt.fromBase64(sent)
  if (unsignedTxHex(signed) !== unsignedTxHex(original)) throw garbage('signPsbt', answer)
  if (txid !== undefined && (typeof txid !== 'string' || !TXID.test(txid))) throw garbage('signPsbt', answer)
  return { psbt, ...(typeof txid === 'string' ? { txid } : {}) }
}

function unsignedTxHex(psbt: Psbt): string {
  return bytesToHex(psbt.data.globalMap.unsignedTx.toBuffer())
}

export function toTxid(answer: unknown, what: string): string {
  if (typeof answer !== 'string' || !TXID.test(answer)) throw garbage(what, answer)
  return answer
}

export function toSats(answer: unknown): bigint {
  if (typeof answer === 'number' && Number.isSafeInteger(answer) && answer >= 0) return BigInt(answer)
  if (typeof answer === 'string' && /^\d+$/.test(answer)) return BigInt(answer)
  throw garbage('getBalance', answer)
}
