import type { ChainNamespace } from '@portico/common'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/AppKitProvider'
import { useCoreSelector } from './useSnapshot'

export interface UseAppKitConnectionReturn<C> {
  connection: C | undefined
}

/**
 * AppKit's Solana `useAppKitConnection()`: the adapter's RPC connection for its active network (a @solana/web3.js
 * `Connection` from @portico/adapter-solana; pass it as `C` for its type, since this package does not depend on
 * web3.js). Another namespace's adapter that exposes a `connection` works the same. Undefined without that adapter.
 */
export function useAppKitConnection<C = unknown>(namespace: ChainNamespace = 'solana'): UseAppKitConnectionReturn<C> {
  const kit = useAppKitInstance()
  // The adapter's connection follows its network: re-read it when the namespace's network changes.
  const networkId = useCoreSelector((snap) => snap?.chain.chains[namespace]?.networkState.caipNetwork?.caipNetworkId)
  return useMemo(() => {
    void networkId
    const adapter = kit?.core.getAdapter(namespace) as { connection?: unknown } | undefined
    return { connection: adapter?.connection as C | undefined }
  }, [kit, namespace, networkId])
}
