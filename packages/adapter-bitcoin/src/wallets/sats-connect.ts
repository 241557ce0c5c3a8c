import { walletGone } from '../errors/to-portico-error'
import type { BitcoinNetworkName } from '../networks/networks'
import { SATS_NETWORK_NAMES } from '../networks/networks'
import type { BitcoinWallet, RawAccount, WalletEvent } from './types'

/** The entries wallets add to window.btc_providers (the sats-connect discovery list). */
export interface SatsProviderInfo {
  id: string
  name: string
  icon?: string
}

interface SatsProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, listener: (payload: unknown) => void): (() => void) | undefined
}

function resolvePath(root: unknown, path: string): unknown {
  let current: unknown = root
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

function asProvider(value: unknown): SatsProvider | undefined {
  return typeof value === 'object' && value !== null && typeof (value as SatsProvider).request === 'function'
    ? (value as SatsProvider)
    : undefined
}

/** The providers listed in window.btc_providers whose object is present on the page. */
export function discoverSatsProviders(win: unknown = globalThis): SatsProviderInfo[] {
  const list = (win as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(list)) return []
  return list.filter(
    (p): p is SatsProviderInfo =>
      typeof p?.id === 'string' && typeof p?.name === 'string' && asProvider(resolvePath(win, p.id)) !== undefined,
  )
}

const ACCOUNT_PURPOSES = ['payment', 'ordinals']

/** A sats-connect-style provider: request(method, params) answering JSON-RPC objects { result } or { error }. */
export function satsConnectWallet(info: SatsProviderInfo, win: unknown = globalThis): BitcoinWallet {
  const provider = () => {
    const p = asProvider(resolvePath(win, info.id))
    if (!p) throw walletGone()
    return p
  }
  async function call(method: string, params?: unknown): Promise<unknown> {
    const answer = await provider().request(method, params)
    if (typeof answer !== 'object' || answer === null) return answer
    const { error, result } = answer as { error?: unknown; result?: unknown }
    if (error !== undefined && error !== null) throw error
    return result
  }
  const accounts = (answer: unknown): RawAccount[] => {
    // sats-connect wallets answer either the list or { addresses: [...] }.
    const list = Array.isArray(answer) ? answer : (answer as { addresses?: unknown })?.addresses
    return Array.isArray(list) ? (list as RawAccount[]) : (answer as RawAccount[])
  }
  return {
    id: info.id,
    name: info.name,
    ...(info.icon ? { icon: info.icon } : {}),
    type: 'injected',
    present: () => asProvider(resolvePath(win, info.id)) !== undefined,
    async connect() {
      return accounts(await call('getAccounts', { purposes: ACCOUNT_PURPOSES }))
    },
    async silentAccounts() {
      try {
        return accounts(await call('wallet_getAccount'))
      } catch {
        return []
      }
    },
    async disconnect() {
      await call('wallet_disconnect')
    },
    async signMessage({ address, message, protocol }) {
      const answer = await call('signMessage', {
        address,
        message,
        protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
      })
      return (answer as { signature?: unknown })?.signature ?? answer
    },
    async signPsbt(params) {
      return call('signPsbt', params)
    },
    async sendTransfer({ recipients }) {
      const answer = await call('sendTransfer', {
        recipients: recipients.map((r) => ({ address: r.address, amount: Number(r.amount) })),
      })
      return (answer as { txid?: unknown })?.txid ?? answer
    },
    async getBalance() {
      const answer = await call('getBalance')
      return (answer as { total?: unknown })?.total ?? answer
    },
    async switchNetwork(name: BitcoinNetworkName) {
      await call('wallet_changeNetwork', { name: SATS_NETWORK_NAMES[name] })
    },
    subscribe(listener: (event: WalletEvent) => void) {
      const p = asProvider(resolvePath(win, info.id))
      if (!p?.addListener) return () => {}
      const stops = [
        p.addListener('accountChange', (payload) => listener({ type: 'accountsChanged', accounts: accounts(payload) })),
        p.addListener('networkChange', () => listener({ type: 'networkChanged' })),
        p.addListener('disconnect', () => listener({ type: 'disconnect' })),
      ]
      return () => {
        for (const stop of stops) if (typeof stop === 'function') stop()
      }
    },
  }
}
