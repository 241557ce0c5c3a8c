import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { bytesToHex } from '@portico/common/hex'
import type { AdapterAccount } from '@portico/core'
import { garbage } from '../errors/to-portico-error'

export interface PolkadotAccount extends AdapterAccount {
  type: 'eoa'
  /** Hex public key. */
  publicKey: string
  /** The name the user gave it in the extension. */
  name?: string
}

const toHex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`

/**
 * Checks an extension's account list (SS58 checksums) and re-encodes the addresses for the network's prefix. Accounts
 * for another chain (genesisHash set and different) are left out; an answer that is not a list of accounts is garbage.
 */
export function toAccounts(answer: unknown, ss58Format: number, genesisPrefix?: string): PolkadotAccount[] {
  if (!Array.isArray(answer)) throw garbage('accounts', answer)
  const accounts: PolkadotAccount[] = []
  for (const item of answer as { address?: unknown; name?: unknown; genesisHash?: unknown; type?: unknown }[]) {
    if (typeof item !== 'object' || item === null || typeof item.address !== 'string') throw garbage('accounts', answer)
    if (item.type === 'ethereum') continue
    if (typeof item.genesisHash === 'string' && genesisPrefix && !item.genesisHash.startsWith(genesisPrefix)) continue
    let publicKey: Uint8Array
    try {
      publicKey = decodeAddress(item.address)
    } catch {
      throw garbage('accounts', answer)
    }
    accounts.push({
      address: encodeAddress(publicKey, ss58Format),
      type: 'eoa',
      publicKey: toHex(publicKey),
      ...(typeof item.name === 'string' ? { name: item.name } : {}),
    })
  }
  return accounts
}
