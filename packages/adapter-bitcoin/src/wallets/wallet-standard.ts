import { bytesToHex } from '@portico/common/hex'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { garbage, walletGone } from '../errors/to-portico-error'
import type { BitcoinWallet, RawAccount, WalletEvent } from './types'

// The Bitcoin Wallet Standard features this adapter drives. A wallet is a Bitcoin wallet when it has bitcoin:connect.
export const BITCOIN_CONNECT = 'bitcoin:connect'
const SIGN_MESSAGE = 'bitcoin:signMessage'
const SIGN_TRANSACTION = 'bitcoin:signTransaction'
const SIGN_AND_SEND = 'bitcoin:signAndSendTransaction'

type Feature = Record<string, (...args: never[]) => Promise<unknown>>

function feature(wallet: Wallet, name: string): Feature {
  const value = (wallet.features as Record<string, unknown>)[name]
  if (typeof value !== 'object' || value === null) throw walletGone()
  return value as Feature
}

const toHex = (bytes: unknown) => (bytes instanceof Uint8Array ? bytesToHex(bytes) : bytes)

function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const b of bytes) text += String.fromCharCode(b)
  return btoa(text)
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

const raw = (account: WalletAccount): RawAccount => ({ address: account.address, publicKey: toHex(account.publicKey) })

export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  return BITCOIN_CONNECT in wallet.features
}

/** The Wallet Standard wallets registered on the page that speak Bitcoin. */
export function discoverStandardWallets(): Wallet[] {
  return getWallets().get().filter(isBitcoinStandardWallet)
}

/** Calls back when a Bitcoin Wallet Standard wallet registers later (extensions inject after the page). */
export function watchStandardWallets(onChange: () => void): () => void {
  const api = getWallets()
  const stops = [api.on('register', onChange), api.on('unregister', onChange)]
  return () => {
    for (const stop of stops) stop()
  }
}

export function standardWalletId(wallet: Wallet): string {
  return `standard:${wallet.name}`
}

export function walletStandardWallet(wallet: Wallet): BitcoinWallet {
  const accountOf = (address: string): WalletAccount => {
    const account = wallet.accounts.find((a) => a.address === address)
    if (!account) throw walletGone()
    return account
  }
  const first = async (promise: Promise<unknown>, what: string): Promise<Record<string, unknown>> => {
    const answer = await promise
    const item = Array.isArray(answer) ? answer[0] : undefined
    if (typeof item !== 'object' || item === null) throw garbage(what, answer)
    return item as Record<string, unknown>
  }
  const present = () => getWallets().get().includes(wallet)
  const check = () => {
    if (!present()) throw walletGone()
  }
  const signInputs = (plan: Record<string, number[]>) =>
    Object.entries(plan).map(([address, signingIndexes]) => ({ account: accountOf(address), signingIndexes }))

  return {
    id: standardWalletId(wallet),
    name: wallet.name,
    icon: wallet.icon,
    type: 'announced',
    present,
    async connect() {
      check()
      const answer = (await feature(wallet, BITCOIN_CONNECT).connect?.({
        purposes: ['payment', 'ordinals'],
      } as never)) as { accounts?: unknown }
      if (!Array.isArray(answer?.accounts)) throw garbage('bitcoin:connect', answer)
      return (answer.accounts as WalletAccount[]).map(raw)
    },
    async silentAccounts() {
      if (!present()) return []
      if (wallet.accounts.length > 0) return wallet.accounts.map(raw)
      const standardConnect = (wallet.features as Record<string, Feature | undefined>)['standard:connect']
      if (!standardConnect?.connect) return []
      try {
        const answer = (await standardConnect.connect({ silent: true } as never)) as { accounts?: WalletAccount[] }
        return Array.isArray(answer?.accounts) ? answer.accounts.map(raw) : []
      } catch {
        return []
      }
    },
    async disconnect() {
      const disconnect = (wallet.features as Record<string, Feature | undefined>)['standard:disconnect']
      await disconnect?.disconnect?.()
    },
    async signMessage({ address, message, protocol }) {
      check()
      const item = await first(
        feature(wallet, SIGN_MESSAGE).signMessage?.({
          account: accountOf(address),
          message: new TextEncoder().encode(message),
          protocol,
        } as never) as Promise<unknown>,
        SIGN_MESSAGE,
      )
      return item.signature instanceof Uint8Array ? toBase64(item.signature) : item.signature
    },
    async signPsbt({ psbt, signInputs: plan, broadcast }) {
      check()
      const input = { psbt: fromBase64(psbt), inputsToSign: signInputs(plan) } as never
      if (broadcast) {
        const item = await first(
          feature(wallet, SIGN_AND_SEND).signAndSendTransaction?.(input) as Promise<unknown>,
          SIGN_AND_SEND,
        )
        // signAndSend gives back only the transaction id: the PSBT the app holds stays the unsigned one.
        return { psbt, txid: item.txId }
      }
      const item = await first(
        feature(wallet, SIGN_TRANSACTION).signTransaction?.(input) as Promise<unknown>,
        SIGN_TRANSACTION,
      )
      return { psbt: item.signedPsbt instanceof Uint8Array ? toBase64(item.signedPsbt) : item.signedPsbt }
    },
    subscribe(listener: (event: WalletEvent) => void) {
      const events = (wallet.features as Record<string, Feature | undefined>)['standard:events']
      const on = events?.on as unknown as
        | ((event: 'change', fn: (properties: { accounts?: readonly WalletAccount[] }) => void) => () => void)
        | undefined
      if (!on) return () => {}
      return on('change', ({ accounts }) => {
        if (!accounts) return
        listener(
          accounts.length === 0 ? { type: 'disconnect' } : { type: 'accountsChanged', accounts: accounts.map(raw) },
        )
      })
    },
  }
}
