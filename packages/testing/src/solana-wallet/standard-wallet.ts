import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { SOLANA_WALLET_FEATURES } from './chains'
import type { SolanaAccountInfo, SolanaSendOptions, SolanaTestWallet } from './solana-test-wallet'

export interface SolanaWalletInfo {
  name: string
  /** A data: URI, so nothing is fetched from outside the machine. */
  icon: WalletIcon
}

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

/**
 * The Wallet Standard face of a SolanaTestWallet (standard:connect/disconnect/events, solana:signMessage,
 * solana:signTransaction, solana:signAndSendTransaction). Account objects are kept per address, as the standard asks.
 */
export function createStandardWallet(wallet: SolanaTestWallet, info: SolanaWalletInfo): Wallet {
  const accountObjects = new Map<string, WalletAccount>()
  const toAccount = (a: SolanaAccountInfo): WalletAccount => {
    let account = accountObjects.get(a.address)
    if (!account) {
      account = Object.freeze({
        address: a.address,
        publicKey: a.publicKey,
        chains: wallet.chains,
        features: SOLANA_WALLET_FEATURES.filter((f) => f.startsWith('solana:')),
      })
      accountObjects.set(a.address, account)
    }
    return account
  }
  const accounts = () => wallet.exposedAccounts().map(toAccount)
  const listeners = new Set<ChangeListener>()
  wallet.onEvent((event) => {
    if ('accounts' in event) for (const listener of [...listeners]) listener({ accounts: accounts() })
  })

  const standard = {
    version: '1.0.0' as const,
    name: info.name,
    icon: info.icon,
    get chains() {
      return wallet.chains
    },
    get accounts() {
      return accounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          await wallet.connect(input ?? {})
          return { accounts: accounts() }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: () => wallet.disconnect() },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: ChangeListener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          const outputs = []
          for (const input of inputs) outputs.push(await wallet.signMessage(input.account.address, input.message))
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]) => {
          const outputs = []
          for (const input of inputs) {
            outputs.push({
              signedTransaction: await wallet.signTransaction(input.account.address, input.transaction, input.chain),
            })
          }
          return outputs
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (
          ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string; options?: SolanaSendOptions }[]
        ) => {
          const outputs = []
          for (const input of inputs) {
            const signature = await wallet.signAndSendTransaction(
              input.account.address,
              input.transaction,
              input.chain,
              input.options,
            )
            outputs.push({ signature })
          }
          return outputs
        },
      },
    },
  }
  return standard as Wallet
}

interface WalletsApi {
  register(...wallets: Wallet[]): () => void
}

/**
 * Registers a wallet on `target` (a window) by the Wallet Standard events, keeping the unregister functions so that
 * `SolanaTestWallet.disappear()` removes it from the apps that listed it. Returns the unregister function.
 */
export function registerStandardWallet(wallet: SolanaTestWallet, standard: Wallet, target: Window): () => void {
  const unregisters: (() => void)[] = []
  const callback = ({ register }: WalletsApi) => {
    unregisters.push(register(standard))
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent<WalletsApi>).detail)
  const unregister = () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const fn of unregisters.splice(0)) fn()
  }
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  const event = new (target as unknown as { Event: typeof Event }).Event('wallet-standard:register-wallet')
  Object.defineProperty(event, 'detail', { value: callback })
  target.dispatchEvent(event)
  wallet.onEvent((e) => {
    if ('gone' in e) unregister()
  })
  return unregister
}
