import {
  type AlertKey,
  type CaipNetworkId,
  type ChainNamespace,
  isCaipNetworkId,
  isChainNamespace,
} from '@portico/common'

export interface ClientEvents {
  /** A session was approved, restored or updated (accounts or chains changed by the wallet). */
  session: { topic: string }
  chainChanged: { namespace: ChainNamespace; caipNetworkId: CaipNetworkId }
  accountsChanged: { namespace: ChainNamespace; accounts: string[] }
  /** The session ended: deleted by the wallet, expired, or disconnected by the dapp. */
  disconnect: { topic: string | undefined }
  /** One-click sign-in (§5): a wallet's CACAO became the SIWX session of this account on this chain. */
  signedIn: { chainId: CaipNetworkId; address: string }
  /** One-click sign-in: SIWX refused a CACAO (the modal then asks for an ordinary sign-in). */
  signInError: { error: unknown }
  /** §8: a universal-provider error that calls for an alert (origin not allowed, JWT not yet valid, invalid key). */
  alert: { key: AlertKey }
}

/** The chain a wallet's chainChanged names: CAIP-2 as is, else the reference (number, hex or decimal string). */
export function chainFromEvent(chainId: string, data: unknown): CaipNetworkId | undefined {
  const namespace = chainId.split(':')[0]
  if (!isChainNamespace(namespace)) return undefined
  if (typeof data === 'string' && isCaipNetworkId(data) && data.startsWith(`${namespace}:`)) return data
  let reference: string | undefined
  if (typeof data === 'number' && Number.isSafeInteger(data)) reference = String(data)
  else if (typeof data === 'string' && /^0x[0-9a-f]+$/i.test(data)) reference = String(Number.parseInt(data, 16))
  else if (typeof data === 'string' && /^[-_a-zA-Z0-9]{1,32}$/.test(data)) reference = data
  const id = reference ? `${namespace}:${reference}` : undefined
  return id && isCaipNetworkId(id) ? id : undefined
}

/** Addresses of a wallet's accountsChanged: CAIP-10 entries of the namespace, or plain addresses. */
export function accountsFromEvent(namespace: ChainNamespace, data: unknown): string[] | undefined {
  if (!Array.isArray(data) || !data.every((a) => typeof a === 'string')) return undefined
  return (data as string[]).map((a) => {
    const parts = a.split(':')
    return parts.length === 3 && parts[0] === namespace ? (parts[2] as string) : a
  })
}
