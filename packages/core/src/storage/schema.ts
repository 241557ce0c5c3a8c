import { type CaipNetworkId, type ChainNamespace, isCaipNetworkId, isChainNamespace } from '@portico/common'
import type { ConnectionStatus, StoredConnection } from '../state/types'

// What is persisted, key by key. Each value is stored as `{ v: STORAGE_VERSION, data }`; anything else is foreign
// or from an older schema and is dropped.
export const STORAGE_VERSION = 1
export const STORAGE_PREFIX = 'appkit'
export const MAX_RECENT_WALLETS = 2

export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
}

export interface StoredNamespace {
  connections: StoredConnection[]
  currentConnectorId?: string
  status: ConnectionStatus
  caipNetworkId?: CaipNetworkId
}

export interface StorageSchema {
  recentWallets: RecentWallet[]
  activeNamespace: ChainNamespace
  namespaces: Partial<Record<ChainNamespace, StoredNamespace>>
}

export type StorageKey = keyof StorageSchema

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string'
const STATUSES: readonly string[] = ['disconnected', 'connecting', 'connected', 'reconnecting']

function isRecentWallet(v: unknown): v is RecentWallet {
  return isObject(v) && isString(v.id) && isString(v.name) && (v.imageUrl === undefined || isString(v.imageUrl))
}

function isStoredConnection(v: unknown): v is StoredConnection {
  return (
    isObject(v) &&
    isString(v.connectorId) &&
    isCaipNetworkId(v.caipNetworkId) &&
    Array.isArray(v.accounts) &&
    v.accounts.every((a) => isObject(a) && isString(a.address))
  )
}

function isStoredNamespace(v: unknown): v is StoredNamespace {
  return (
    isObject(v) &&
    Array.isArray(v.connections) &&
    v.connections.every(isStoredConnection) &&
    isString(v.status) &&
    STATUSES.includes(v.status) &&
    (v.currentConnectorId === undefined || isString(v.currentConnectorId)) &&
    (v.caipNetworkId === undefined || isCaipNetworkId(v.caipNetworkId))
  )
}

export const VALIDATORS: { [K in StorageKey]: (v: unknown) => v is StorageSchema[K] } = {
  recentWallets: (v): v is RecentWallet[] =>
    Array.isArray(v) && v.length <= MAX_RECENT_WALLETS && v.every(isRecentWallet),
  activeNamespace: (v): v is ChainNamespace => isChainNamespace(v),
  namespaces: (v): v is StorageSchema['namespaces'] =>
    isObject(v) && Object.entries(v).every(([ns, value]) => isChainNamespace(ns) && isStoredNamespace(value)),
}
