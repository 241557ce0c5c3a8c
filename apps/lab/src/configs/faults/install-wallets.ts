import { announceProvider, DEV_ACCOUNTS, FaultyEvmWallet, parseFault } from '@portico/testing/faulty-wallet'
import { devStack } from '../../stack'
import { params } from '../page'

// Two wallets in the page itself, before the app is created: "Faulty Wallet" misbehaves as the query says, "Healthy
// Wallet" is the other wallet a user picks after a failure. Each signs with a dev key on the local anvil chains.
//   ?fault=<method>:<hang|reject|garbage|throw-string|throw-null|throw-object|late-<ms>>   (repeatable)
//   ?announce=<ms>   the faulty wallet announces itself (EIP-6963) that long after load
//   ?twice=<rdns>    it is announced a second time under that rdns
// `window.__faultyWallets` gives the e2e specs (and a person in the console) the wallets, to emit events or heal.

export const FAULTY = {
  uuid: 'a7f3c2e1-0b4d-4e5f-8a6b-9c0d1e2f3a4b',
  name: 'Faulty Wallet',
  rdns: 'dev.portico.faulty',
}
export const HEALTHY = {
  uuid: 'b8e4d3f2-1c5e-4f60-9b7c-0d1e2f3a4b5c',
  name: 'Healthy Wallet',
  rdns: 'dev.portico.healthy',
}

const icon = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${colour}"/></svg>`)}`

/** What a wallet remembers across reloads, like an extension: whether the site is authorized, and its chain. */
function memory(rdns: string) {
  const key = `portico-lab-faults:${rdns}`
  const read = (): { authorized?: boolean; chainId?: number } => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? '{}') as { authorized?: boolean; chainId?: number }
    } catch {
      return {}
    }
  }
  const write = (wallet: FaultyEvmWallet) => {
    try {
      localStorage.setItem(key, JSON.stringify({ authorized: wallet.isAuthorized, chainId: wallet.currentChainId }))
    } catch {
      // Storage denied (the localStorage fault): the wallet forgets, as the app does.
    }
  }
  return { read, write }
}

function makeWallet(rdns: string, account: number) {
  const chains = (['31337', '31338'] as const).map((id) => ({ chainId: Number(id), rpcUrl: devStack?.evm?.[id] ?? '' }))
  const remembered = memory(rdns)
  const { authorized, chainId } = remembered.read()
  const wallet = new FaultyEvmWallet({
    privateKeys: [DEV_ACCOUNTS[account]!.privateKey],
    chains,
    preAuthorized: authorized ?? false,
    ...(chainId === 31337 || chainId === 31338 ? { chainId } : {}),
  })
  const save = () => remembered.write(wallet)
  wallet.on('accountsChanged', save).on('chainChanged', save)
  // The provider the page sees: the wallet's answers and throws as they are, remembered after each request.
  const provider = {
    request: (args: { method: string; params?: unknown }) => wallet.request(args).finally(save),
    on(event: string, listener: (payload: unknown) => void) {
      wallet.on(event, listener)
      return provider
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      wallet.removeListener(event, listener)
      return provider
    },
  }
  return { wallet, provider }
}

if (typeof window !== 'undefined') {
  const faulty = makeWallet(FAULTY.rdns, 6)
  const healthy = makeWallet(HEALTHY.rdns, 7)
  for (const text of params.getAll('fault')) {
    const parsed = parseFault(text)
    if (parsed) faulty.wallet.fault(parsed.method, parsed.fault)
  }
  const delay = Number(params.get('announce') ?? 0)
  announceProvider(window, { ...FAULTY, icon: icon('#dc2626') }, faulty.provider, Number.isFinite(delay) ? delay : 0)
  const twice = params.get('twice')
  if (twice)
    announceProvider(
      window,
      { ...FAULTY, uuid: `${FAULTY.uuid}-2`, rdns: twice, icon: icon('#f59e0b') },
      faulty.provider,
    )
  announceProvider(window, { ...HEALTHY, icon: icon('#16a34a') }, healthy.provider)
  ;(window as { __faultyWallets?: unknown }).__faultyWallets = { faulty: faulty.wallet, healthy: healthy.wallet }
}
