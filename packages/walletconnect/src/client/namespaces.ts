import { type CaipNetwork, type ChainNamespace, isChainNamespace } from '@portico/common'
import type { RawSession, SessionNamespace, SessionSummary } from './types'

/** Methods asked for per namespace unless the app names its own. */
export const DEFAULT_METHODS: Record<ChainNamespace, string[]> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_signTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
  ],
  bip122: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  cosmos: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
}

const DEFAULT_EVENTS: Record<ChainNamespace, string[]> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['accountsChanged', 'chainChanged'],
  bip122: ['accountsChanged', 'chainChanged'],
  polkadot: ['accountsChanged', 'chainChanged'],
  cosmos: ['accountsChanged', 'chainChanged'],
}

export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/**
 * One optional namespace per chain family of `networks`: a single proposal, so one session can carry eip155,
 * solana and the rest together. Each chain's RPC URL goes into rpcMap so the provider never falls back to the
 * hosted RPC.
 */
export function proposalNamespaces(
  networks: readonly CaipNetwork[],
  methods: Partial<Record<ChainNamespace, string[]>> = {},
): Record<string, ProposalNamespace> {
  const result: Record<string, ProposalNamespace> = {}
  for (const network of networks) {
    const ns = network.chainNamespace
    const entry = result[ns] ?? {
      chains: [],
      methods: methods[ns] ?? DEFAULT_METHODS[ns],
      events: DEFAULT_EVENTS[ns],
      rpcMap: {},
    }
    result[ns] = entry
    entry.chains.push(network.caipNetworkId)
    const rpc = network.rpcUrls.default.http[0]
    if (rpc) entry.rpcMap[String(network.id)] = rpc
  }
  return result
}

/** A session key may be a namespace ("eip155") or a single chain ("eip155:1"): both belong to the namespace. */
function namespaceOfKey(key: string): ChainNamespace | undefined {
  const ns = key.split(':')[0]
  return isChainNamespace(ns) ? ns : undefined
}

/** The session as this package hands it on: namespaces merged by family, the peer's name, icon and links. */
export function summarize(session: RawSession): SessionSummary {
  const namespaces: Partial<Record<ChainNamespace, SessionNamespace>> = {}
  for (const [key, value] of Object.entries(session.namespaces)) {
    const ns = namespaceOfKey(key)
    if (!ns) continue
    const entry = namespaces[ns] ?? { accounts: [], chains: [], methods: [], events: [] }
    namespaces[ns] = entry
    const chains =
      value.chains ?? (key.includes(':') ? [key] : value.accounts.map((a) => a.split(':').slice(0, 2).join(':')))
    entry.accounts.push(...value.accounts.filter((a) => !entry.accounts.includes(a)))
    entry.chains.push(...chains.filter((c) => !entry.chains.includes(c)))
    entry.methods.push(...value.methods.filter((m) => !entry.methods.includes(m)))
    entry.events.push(...value.events.filter((e) => !entry.events.includes(e)))
  }
  const meta = session.peer.metadata
  const icon = meta.icons?.[0]
  return {
    topic: session.topic,
    expiry: session.expiry,
    namespaces,
    peer: {
      name: meta.name,
      ...(icon ? { icon } : {}),
      ...(meta.redirect?.native ? { native: meta.redirect.native } : {}),
      ...(meta.redirect?.universal ? { universal: meta.redirect.universal } : {}),
    },
  }
}

/**
 * The accounts of one namespace on one chain (CAIP-2), addresses only, first account first. With no chain, the
 * accounts of the namespace's first chain.
 */
export function accountsOn(namespace: SessionNamespace | undefined, caipNetworkId?: string): string[] {
  if (!namespace) return []
  const chain = caipNetworkId ?? namespace.accounts[0]?.split(':').slice(0, 2).join(':')
  const seen = new Set<string>()
  for (const account of namespace.accounts) {
    const parts = account.split(':')
    if (parts.length !== 3 || `${parts[0]}:${parts[1]}` !== chain) continue
    seen.add(parts[2] as string)
  }
  return [...seen]
}
