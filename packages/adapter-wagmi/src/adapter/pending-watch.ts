import type { Config } from '@wagmi/core'
import type { Client, Hash } from 'viem'

// wagmi's watchPendingTransactions — the connected chain's client, watched again when that chain changes — with
// viem's two ways of watching sent as plain requests: a pending-transaction filter polled with eth_getFilterChanges
// (the first poll creates it; a filter that cannot be created ends the polling), or eth_subscribe on a WebSocket or
// IPC transport. viem's getFilterChanges action also decodes event logs, which brought viem's log parsing into the
// bundle for a list of hashes (~2 kB gzip, bench/size).

export interface PendingWatch {
  pollingInterval: number
  onTransactions(hashes: readonly Hash[]): void
  onError(error: Error): void
}

function pollFilter(client: Client, { pollingInterval, onTransactions, onError }: PendingWatch): () => void {
  let active = true
  let filter: Hash | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const request = client.request as (args: { method: string; params?: unknown[] }) => Promise<unknown>
  const tick = async () => {
    try {
      if (!filter) {
        try {
          filter = (await request({ method: 'eth_newPendingTransactionFilter' })) as Hash
          return
        } catch (error) {
          active = false
          throw error
        }
      }
      const hashes = (await request({ method: 'eth_getFilterChanges', params: [filter] })) as Hash[]
      if (hashes.length > 0 && active) onTransactions(hashes)
    } catch (error) {
      onError(error as Error)
    }
  }
  // Like viem's poll: the first request at once, each next one an interval after the previous one answered.
  const loop = async () => {
    await tick()
    if (active) timer = setTimeout(loop, pollingInterval)
  }
  void loop()
  return () => {
    active = false
    clearTimeout(timer)
    if (filter) request({ method: 'eth_uninstallFilter', params: [filter] }).catch(() => {})
  }
}

function subscribe(client: Client, { onTransactions, onError }: PendingWatch): () => void {
  let active = true
  let unsubscribe = () => {
    active = false
  }
  const transport = client.transport as unknown as {
    subscribe(args: {
      params: ['newPendingTransactions']
      onData(data: { result: Hash }): void
      onError(error: Error): void
    }): Promise<{ unsubscribe(): void }>
  }
  transport
    .subscribe({
      params: ['newPendingTransactions'],
      onData: (data) => active && onTransactions([data.result]),
      onError,
    })
    .then(
      (subscription) => {
        unsubscribe = subscription.unsubscribe
        if (!active) unsubscribe()
      },
      (error: unknown) => onError(error as Error),
    )
  return () => unsubscribe()
}

function watchClient(client: Client, watch: PendingWatch): () => void {
  const { type } = client.transport
  return type === 'webSocket' || type === 'ipc' ? subscribe(client, watch) : pollFilter(client, watch)
}

export function watchPending(config: Config, watch: PendingWatch): () => void {
  let unwatch = watchClient(config.getClient(), watch)
  const unsubscribe = config._internal.syncConnectedChain
    ? config.subscribe(
        ({ chainId }) => chainId,
        (chainId) => {
          unwatch()
          unwatch = watchClient(config.getClient({ chainId }), watch)
        },
      )
    : undefined
  return () => {
    unwatch()
    unsubscribe?.()
  }
}
