import { describeValue, PorticoError } from '../errors/portico-error'
import { type ChainNamespace, isChainNamespace } from './namespaces'

/** CAIP-2 network id: `namespace:reference`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** CAIP-10 account id: `namespace:reference:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  chainId: string
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
}

// CAIP-2 reference and CAIP-10 account charsets; EVM references are decimal chain ids without leading zeros.
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const EVM_REFERENCE = /^(0|[1-9][0-9]{0,19})$/
const ACCOUNT = /^[-.%a-zA-Z0-9]{1,128}$/

function validReference(namespace: ChainNamespace, chainId: string): boolean {
  return namespace === 'eip155' ? EVM_REFERENCE.test(chainId) : REFERENCE.test(chainId)
}

function split(value: unknown, parts: number, code: 'INVALID_CAIP_NETWORK_ID' | 'INVALID_CAIP_ADDRESS'): string[] {
  const text = describeValue(value)
  const pieces = typeof value === 'string' ? value.split(':') : []
  const [namespace, chainId] = pieces
  if (pieces.length !== parts || !isChainNamespace(namespace) || !validReference(namespace, chainId ?? '')) {
    throw new PorticoError(code, { params: { value: text } })
  }
  return pieces
}

export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const [namespace, chainId] = split(value, 2, 'INVALID_CAIP_NETWORK_ID')
  return { namespace: namespace as ChainNamespace, chainId: chainId as string }
}

export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  const [namespace, chainId, address] = split(value, 3, 'INVALID_CAIP_ADDRESS')
  if (!ACCOUNT.test(address as string))
    throw new PorticoError('INVALID_CAIP_ADDRESS', { params: { value: describeValue(value) } })
  return { namespace: namespace as ChainNamespace, chainId: chainId as string, address: address as string }
}

export function formatCaipNetworkId(namespace: ChainNamespace, chainId: string | number): CaipNetworkId {
  const id = `${namespace}:${chainId}`
  parseCaipNetworkId(id)
  return id as CaipNetworkId
}

export function formatCaipAddress(namespace: ChainNamespace, chainId: string | number, address: string): CaipAddress {
  const id = `${namespace}:${chainId}:${address}`
  parseCaipAddress(id)
  return id as CaipAddress
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}
