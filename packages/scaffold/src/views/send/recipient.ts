import { type ApiClient, lookupName } from '@portico/blockchain-api'
import { type ChainNamespace, coinTypeFromChainId } from '@portico/common'
import { isAddress, normalizeAddress } from '@portico/common/address'

export type Recipient =
  | { kind: 'empty' }
  | { kind: 'address'; address: string }
  | { kind: 'name'; name: string }
  | { kind: 'invalid' }

// A name has at least one dot (alice.eth, bob.portico.id); labels of letters, digits and hyphens.
const NAME = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u

/**
 * The recipient field: an address of the namespace (EVM: a mixed-case address must match its EIP-55 checksum; Solana:
 * base58 of 32 bytes), or on EVM a name to resolve (§9: the name service is eip155 only). Anything else is invalid.
 */
export function classifyRecipient(namespace: ChainNamespace, input: string): Recipient {
  const value = input.trim()
  if (value === '') return { kind: 'empty' }
  // Widened so a failed check does not narrow `value` away.
  if (isAddress(namespace, value as unknown)) return { kind: 'address', address: normalizeAddress(namespace, value) }
  if (namespace === 'eip155' && !value.startsWith('0x') && NAME.test(value)) return { kind: 'name', name: value }
  return { kind: 'invalid' }
}

/**
 * The EVM address a name points to, through the service's `/v1/profile/account/{name}` (its own names, and ENS on
 * the chain it serves): the address for this chain's coin type first, then Ethereum's (60). Null when none.
 */
export async function resolveName(
  api: ApiClient,
  { name, chainId, signal }: { name: string; chainId: number; signal?: AbortSignal },
): Promise<string | null> {
  const record = await lookupName(api, { name, ...(signal ? { signal } : {}) })
  if (!record) return null
  const { addresses } = record
  const found = addresses[String(coinTypeFromChainId(chainId))] ?? addresses['60']
  return found && isAddress('eip155', found.address) ? normalizeAddress('eip155', found.address) : null
}
