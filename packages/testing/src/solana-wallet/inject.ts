import { base64 } from '@scure/base'
import type { PageLike } from '../evm-wallet/inject'
import { inPageSolanaWalletScript } from './in-page-wallet'
import type { SolanaAccountInfo, SolanaTestWallet } from './solana-test-wallet'

export interface InjectSolanaOptions {
  name: string
  /** data:image/svg+xml;base64,… (testWalletIcon makes one). */
  icon: string
}

type Params = Record<string, unknown>

const accountsJson = (accounts: SolanaAccountInfo[]) =>
  accounts.map((a) => ({ address: a.address, publicKey: base64.encode(a.publicKey) }))

function str(params: Params, key: string): string {
  const value = params[key]
  if (typeof value !== 'string') throw Object.assign(new Error(`${key} must be a string`), { code: -32602 })
  return value
}

async function dispatch(wallet: SolanaTestWallet, method: string, params: Params): Promise<unknown> {
  switch (method) {
    case 'connect':
      return accountsJson(await wallet.connect({ silent: params.silent === true }))
    case 'disconnect':
      return wallet.disconnect()
    case 'signMessage': {
      const out = await wallet.signMessage(str(params, 'address'), base64.decode(str(params, 'message')))
      return { signedMessage: base64.encode(out.signedMessage), signature: base64.encode(out.signature) }
    }
    case 'signTransaction':
      return base64.encode(
        await wallet.signTransaction(
          str(params, 'address'),
          base64.decode(str(params, 'transaction')),
          typeof params.chain === 'string' ? params.chain : undefined,
        ),
      )
    case 'signAndSendTransaction':
      return base64.encode(
        await wallet.signAndSendTransaction(
          str(params, 'address'),
          base64.decode(str(params, 'transaction')),
          str(params, 'chain'),
          (params.options ?? {}) as Params,
        ),
      )
    default:
      throw Object.assign(new Error(`unknown method ${method}`), { code: -32601 })
  }
}

/**
 * Puts a Node-side SolanaTestWallet into a page as a Wallet Standard wallet before its scripts run. Requests are
 * answered in Node (real keys, the local Solana service); account changes and `disappear()` reach the page.
 * Call before page.goto.
 */
export async function injectSolanaWallet(
  page: PageLike,
  wallet: SolanaTestWallet,
  options: InjectSolanaOptions,
): Promise<void> {
  const binding = `__porticoSolanaWallet_${options.name.replace(/[^a-zA-Z0-9]/g, '_')}`
  await page.exposeFunction(binding, async (payload: string) => {
    try {
      const request = JSON.parse(payload) as { method: string; params?: Params }
      const result = await dispatch(wallet, request.method, request.params ?? {})
      return JSON.stringify({ result: result === undefined ? null : result })
    } catch (error) {
      const e = error as { code?: number; message?: string }
      return JSON.stringify({
        error: { code: typeof e.code === 'number' ? e.code : -32603, message: e.message ?? String(error) },
      })
    }
  })
  wallet.onEvent((event) => {
    if (page.isClosed()) return
    const payload = 'gone' in event ? { gone: true } : { accounts: accountsJson(event.accounts) }
    page.evaluate(`window[${JSON.stringify(`${binding}_event`)}]?.(${JSON.stringify(payload)})`).catch(() => {
      // The page navigated or closed between the check and the call: the event has nowhere to go.
    })
  })
  await page.addInitScript({
    content: inPageSolanaWalletScript(binding, { name: options.name, icon: options.icon, chains: wallet.chains }),
  })
}
