import { type ApiClient, lookupName } from '@portico/blockchain-api'
import { type ChainNamespace, coinTypeFromChainId, isAddressShape } from '@portico/common'

export type Recipient =
  | { kind: 'empty' }
  | { kind: 'address'; address: string }
  | { kind: 'name'; name: string }
  | { kind: 'invalid' }

/** The full address check of the namespace: its adapter's (wagmi: viem's EIP-55 check; Solana: base58 of 32 bytes). */
export type AddressCheck = (address: string) => boolean

// A name has at least one dot (alice.eth, bob.portico.id); labels of letters, digits and hyphens.
const NAME = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u

/**
 * The recipient field: an address of the namespace — its shape (§5), then the adapter's own check, which owns the
 * chain library (a mixed-case EVM address must match its EIP-55 checksum; a Solana one must decode to 32 bytes) — or
 * on EVM a name to resolve (§9: the name service is eip155 only). Anything else is invalid.
 */
export function classifyRecipient(namespace: ChainNamespace, input: string, check?: AddressCheck): Recipient {
  const value = input.trim()
  if (value === '') return { kind: 'empty' }
  if (isAddressShape(namespace, value as unknown)) {
    return !check || check(value) ? { kind: 'address', address: value } : { kind: 'invalid' }
  }
  if (namespace === 'eip155' && !value.startsWith('0x') && NAME.test(value)) return { kind: 'name', name: value }
  return { kind: 'invalid' }
}

/**
 * The EVM address a name points to, through the service's `/v1/profile/account/{name}` (its own names, and ENS on
 * the chain it serves): the address for this chain's coin type first, then Ethereum's (60). Null when none.
 */
export async function resolveName(
  api: ApiClient,
  { name, chainId, check, signal }: { name: string; chainId: number; check?: AddressCheck; signal?: AbortSignal },
): Promise<string | null> {
  const record = await lookupName(api, { name, ...(signal ? { signal } : {}) })
  if (!record) return null
  const { addresses } = record
  const found = (addresses[String(coinTypeFromChainId(chainId))] ?? addresses['60'])?.address
  return found && isAddressShape('eip155', found) && (!check || check(found)) ? found : null
}
