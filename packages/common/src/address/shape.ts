import type { ChainNamespace } from '../caip/namespaces'

// Cheap structural checks that need no hashing: they keep core small. The full checks (EIP-55 checksum, base58
// lengths, bech32/base58check checksums, SS58) live in the '@portico/common/address' entry point.
const SHAPES: Record<ChainNamespace, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  bip122:
    /^([13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(bc|tb|bcrt)1[02-9ac-hj-np-z]{6,87}|(BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{6,87})$/,
  polkadot: /^[1-9A-HJ-NP-Za-km-z]{46,48}$/,
  cosmos: /^[a-z]{1,83}1[02-9ac-hj-np-z]{38,58}$/,
}

/** §5 address format per namespace, without checksums (EVM: 0x + 40 hex characters). */
export function isAddressShape(namespace: ChainNamespace, address: unknown): address is string {
  const shape = SHAPES[namespace]
  return typeof address === 'string' && shape !== undefined && shape.test(address)
}
