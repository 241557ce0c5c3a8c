import { isWalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import { StandardWalletAdapter } from '@solana/wallet-standard-wallet-adapter-base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

export interface DiscoveredWallet {
  /** Connector id: the wallet's name, as Solana wallet-adapter names wallets. */
  id: string
  wallet: Wallet
  adapter: StandardWalletAdapter
}

export interface Discovery {
  list(): DiscoveredWallet[]
  find(id: string): DiscoveredWallet | undefined
  /** Resolves with the wallet once it registers (extensions may register after the app starts), or undefined. */
  waitFor(id: string, timeoutMs: number): Promise<DiscoveredWallet | undefined>
  /** Calls back when wallets register or unregister; `gone` lists the ids that went away. */
  onChange(listener: (gone: string[]) => void): () => void
  destroy(): void
}

/**
 * Wallet Standard discovery: every registered wallet that can act as a Solana wallet-adapter wallet (connect,
 * events, a signing feature) gets one StandardWalletAdapter, kept while the wallet stays registered.
 */
export function discoverWallets(): Discovery {
  const api = getWallets()
  const known = new Map<Wallet, DiscoveredWallet>()
  const listeners = new Set<(gone: string[]) => void>()
  const add = (wallets: readonly Wallet[]) => {
    for (const wallet of wallets) {
      if (known.has(wallet) || !isWalletAdapterCompatibleStandardWallet(wallet)) continue
      known.set(wallet, { id: wallet.name, wallet, adapter: new StandardWalletAdapter({ wallet }) })
    }
  }
  add(api.get())
  const notify = (gone: string[]) => {
    for (const listener of [...listeners]) listener(gone)
  }
  const offRegister = api.on('register', (...wallets) => {
    add(wallets)
    notify([])
  })
  const offUnregister = api.on('unregister', (...wallets) => {
    const gone: DiscoveredWallet[] = []
    for (const wallet of wallets) {
      const entry = known.get(wallet)
      if (!entry) continue
      known.delete(wallet)
      gone.push(entry)
    }
    notify(gone.map((entry) => entry.id))
    // After the listeners ran: they may still read the adapter's account to report the loss.
    for (const entry of gone) entry.adapter.destroy()
  })
  const list = () => [...known.values()]
  const find = (id: string) => list().find((entry) => entry.id === id)
  return {
    list,
    find,
    waitFor(id, timeoutMs) {
      const found = find(id)
      if (found || timeoutMs <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          off()
          resolve(undefined)
        }, timeoutMs)
        const off = (() => {
          const listener = () => {
            const entry = find(id)
            if (!entry) return
            clearTimeout(timer)
            listeners.delete(listener)
            resolve(entry)
          }
          listeners.add(listener)
          return () => listeners.delete(listener)
        })()
      })
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      offRegister()
      offUnregister()
      listeners.clear()
      for (const entry of known.values()) entry.adapter.destroy()
      known.clear()
    },
  }
}
