import type { ChainNamespace } from '../caip/namespaces'
import { describeValue, PorticoError } from '../errors/portico-error'
import { isBitcoinAddress, isCosmosAddress } from './bitcoin'
import { isEvmAddress, toChecksumAddress } from './evm'
import { isPolkadotAddress } from './polkadot'
import { isSolanaAddress } from './solana'

export { isBitcoinAddress, isCosmosAddress, isEvmAddress, isPolkadotAddress, isSolanaAddress, toChecksumAddress }

const CHECKS: Record<ChainNamespace, (address: string) => boolean> = {
  eip155: isEvmAddress,
  solana: isSolanaAddress,
  bip122: isBitcoinAddress,
  polkadot: isPolkadotAddress,
  cosmos: isCosmosAddress,
}

export function isAddress(namespace: ChainNamespace, address: unknown): address is string {
  const check = CHECKS[namespace]
  return typeof address === 'string' && check !== undefined && check(address)
}

/** Returns the canonical form (EIP-55 for EVM, unchanged otherwise) or throws INVALID_ADDRESS. */
export function normalizeAddress(namespace: ChainNamespace, address: unknown): string {
  if (!isAddress(namespace, address)) {
    throw new PorticoError('INVALID_ADDRESS', {
      params: { namespace: describeValue(namespace), value: describeValue(address) },
    })
  }
  return namespace === 'eip155' ? toChecksumAddress(address) : address
}
