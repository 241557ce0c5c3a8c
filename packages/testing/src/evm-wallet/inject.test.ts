// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS } from '../anvil'
import { EvmTestWallet } from './evm-test-wallet'
import { injectEvmWallet, type PageLike, testWalletIcon } from './inject'

// Indirect eval runs a script in the global scope, as a page runs its init scripts.
// biome-ignore lint/security/noGlobalEval: stands in for a browser page evaluating the injected script
const globalEval = (script: string): unknown => globalThis.eval(script)

/** Runs the injected script in this happy-dom window, standing in for a browser page. */
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

describe('injectEvmWallet', () => {
  test('announces by EIP-6963, answers through the binding, maps errors and forwards events', async () => {
    const wallet = new EvmTestWallet({
      privateKeys: [DEV_ACCOUNTS[0]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    })
    const page = fakePage()
    const info = { uuid: 'u-1', name: 'Test Wallet', icon: testWalletIcon('T'), rdns: 'dev.portico.test' }
    await injectEvmWallet(page, wallet, { info, asWindowEthereum: true })

    const announced: Array<{
      info: typeof info
      provider: { request(a: unknown): Promise<unknown>; on(e: string, f: (p: unknown) => void): void }
    }> = []
    window.addEventListener('eip6963:announceProvider', (e) => announced.push((e as CustomEvent).detail))
    page.run()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced.length).toBe(2)
    expect(announced[0]!.info).toEqual(info)
    const provider = announced[0]!.provider
    expect((window as unknown as { ethereum: unknown }).ethereum).toBe(provider)

    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([DEV_ACCOUNTS[0]!.address])
    wallet.setBehaviour('personal_sign', 'reject')
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', DEV_ACCOUNTS[0]!.address] }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(provider.request({})).rejects.toMatchObject({ code: -32600 })

    const changes: unknown[] = []
    provider.on('accountsChanged', (a) => changes.push(a))
    wallet.revoke()
    await new Promise((r) => setTimeout(r, 0))
    expect(changes).toEqual([[]])
  })
})
