import type { CaipNetworkId, ChainNamespace } from '@portico/common'
import type { AppKitCore, StorageBackend } from '@portico/core'

/** A connection the user had and ended (AppKit's recentConnections), kept across reloads. */
export interface RecentConnection {
  namespace: ChainNamespace
  connectorId: string
  accounts: { address: string }[]
  caipNetworkId: CaipNetworkId
  /** The wallet's name and logo as its connector had them. */
  name?: string
  icon?: string
}

// Beside core's own keys (appkit/…), in the same backend; core reads only its keys, so this one is the binding's.
const KEY = 'appkit/recentConnections'
const VERSION = 1
const MAX_RECENT = 10

const keyOf = (c: Pick<RecentConnection, 'namespace' | 'connectorId'>) => `${c.namespace}|${c.connectorId}`

/** @portico/common's CAIP checks, handed in by createAppKit: this chunk imports no value the app's entry also
 * imports, or an app's bundler splits those modules out of the entry (issue 22). */
export interface CaipChecks {
  isChainNamespace: (value: unknown) => value is ChainNamespace
  isCaipNetworkId: (value: unknown) => value is CaipNetworkId
}

function isRecent(v: unknown, checks: CaipChecks): v is RecentConnection {
  const c = v as Partial<Record<keyof RecentConnection, unknown>> | null
  return (
    typeof c === 'object' &&
    c !== null &&
    checks.isChainNamespace(c.namespace) &&
    typeof c.connectorId === 'string' &&
    checks.isCaipNetworkId(c.caipNetworkId) &&
    Array.isArray(c.accounts) &&
    c.accounts.every((a: unknown) => typeof (a as { address?: unknown })?.address === 'string') &&
    (c.name === undefined || typeof c.name === 'string') &&
    (c.icon === undefined || typeof c.icon === 'string')
  )
}

/** The stored list; anything foreign or malformed reads as empty. */
export function readRecentConnections(backend: StorageBackend, checks: CaipChecks): RecentConnection[] {
  try {
    const parsed = JSON.parse(backend.getItem(KEY) ?? 'null') as { v?: unknown; data?: unknown } | null
    return parsed?.v === VERSION && Array.isArray(parsed.data)
      ? parsed.data.filter((c): c is RecentConnection => isRecent(c, checks))
      : []
  } catch {
    return []
  }
}

function live(core: AppKitCore): Map<string, RecentConnection> {
  const map = new Map<string, RecentConnection>()
  const { chains } = core.state.chain
  for (const namespace of Object.keys(chains) as ChainNamespace[]) {
    for (const c of chains[namespace]?.connections ?? []) {
      const connector = core.state.connectors[namespace]?.find((k) => k.id === c.connectorId)
      const name = c.name ?? connector?.name
      const entry: RecentConnection = {
        namespace,
        connectorId: c.connectorId,
        accounts: c.accounts.map((a) => ({ address: a.address })),
        caipNetworkId: c.caipNetworkId,
        ...(name ? { name } : {}),
        ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
      }
      map.set(keyOf(entry), entry)
    }
  }
  return map
}

/**
 * Follows core's connections: one that goes away (disconnect, the wallet ending it) moves to the front of the stored
 * recent list, which `onChange` receives. Connections restored at start-up are not "ended" while they restore.
 */
export function watchRecentConnections(
  core: AppKitCore,
  backend: StorageBackend,
  checks: CaipChecks,
  onChange: (list: RecentConnection[]) => void,
): () => void {
  let previous = live(core)
  return core.subscribe(() => {
    const now = live(core)
    const ended = [...previous].filter(([key]) => !now.has(key)).map(([, c]) => c)
    previous = now
    if (ended.length === 0) return
    const endedKeys = new Set(ended.map(keyOf))
    const list = [...ended, ...readRecentConnections(backend, checks).filter((c) => !endedKeys.has(keyOf(c)))].slice(
      0,
      MAX_RECENT,
    )
    try {
      backend.setItem(KEY, JSON.stringify({ v: VERSION, data: list }))
    } catch {
      // Storage full or blocked: the list lasts for this page only.
    }
    onChange(list)
  })
}
