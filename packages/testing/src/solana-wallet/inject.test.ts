// @vitest-environment happy-dom
import { PublicKey } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { describe, expect, test } from 'vitest'
import type { PageLike } from '../evm-wallet/inject'
import { testWalletIcon } from '../evm-wallet/inject'
import { SOLANA_DEV_ACCOUNTS } from '../solana-rpc/dev-accounts'
import { injectSolanaWallet } from './inject'
import { SolanaTestWallet } from './solana-test-wallet'

// biome-ignore lint/security/noGlobalEval: stands in for a browser page evaluating the injected script
const globalEval = (script: string): unknown => globalThis.eval(script)

function fakePage(): PageLike & { run(): void } {
  const scripts: string[] = []
  const w = window as unknown as Record<string, unknown>
  return {
    async exposeFunction(name, fn) {
      w[name] = fn
    },
    async addInitScript({ content }) {
      scripts.push(content)
    },
    async evaluate(script) {
      return globalEval(script)
    },
    isClosed: () => false,
    run() {
      for (const s of scripts) globalEval(s)
    },
  }
}

interface PageAccount {
  address: string
  publicKey: Uint8Array
}
interface PageWallet {
  name: string
  accounts: PageAccount[]
  features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
}

describe('injectSolanaWallet', () => {
  test('registers by Wallet Standard events, answers through the binding and unregisters when it disappears', async () => {
    const account = SOLANA_DEV_ACCOUNTS[0]!
    const wallet = new SolanaTestWallet({
      secretKeys: [account.secretKey],
      rpc: { 'solana:localnet': 'http://127.0.0.1:1' },
    })
    const page = fakePage()
    await injectSolanaWallet(page, wallet, { name: 'Solana Test', icon: testWalletIcon('S') })

    const registered: PageWallet[] = []
    const unregistered: string[] = []
    window.addEventListener('wallet-standard:register-wallet', (event) => {
      ;(event as unknown as { detail: (api: unknown) => void }).detail({
        register: (w: PageWallet) => {
          registered.push(w)
          return () => unregistered.push(w.name)
        },
      })
    })
    page.run()
    expect(registered.map((w) => w.name)).toEqual(['Solana Test'])
    const pageWallet = registered[0]!

    const connect = pageWallet.features['standard:connect']!.connect!
    const { accounts } = (await connect()) as { accounts: PageAccount[] }
    expect(accounts[0]?.address).toBe(account.address)
    expect(pageWallet.accounts).toHaveLength(1)

    const message = new TextEncoder().encode('sign me')
    const signMessage = pageWallet.features['solana:signMessage']!.signMessage!
    const [out] = (await signMessage({ account: accounts[0], message })) as { signature: Uint8Array }[]
    expect(nacl.sign.detached.verify(message, out!.signature, new PublicKey(account.address).toBytes())).toBe(true)

    wallet.setBehaviour('signMessage', 'reject')
    await expect(signMessage({ account: accounts[0], message })).rejects.toMatchObject({ code: 4001 })

    const changes: unknown[] = []
    pageWallet.features['standard:events']!.on!('change', (p: unknown) => changes.push(p))
    wallet.revoke()
    await new Promise((r) => setTimeout(r, 0))
    expect(changes).toEqual([{ accounts: [] }])

    wallet.disappear()
    await new Promise((r) => setTimeout(r, 0))
    expect(unregistered).toEqual(['Solana Test'])
  })
})
