import { withRpcUrl } from '@portico/common'
import { solanaDevnet, solanaLocalnet } from '@portico/common/networks'
import { type RunningSolanaRpc, SOLANA_DEV_ACCOUNTS } from '@portico/testing/solana-rpc'
import {
  createStandardWallet,
  registerStandardWallet,
  SolanaTestWallet,
  testWalletIcon,
} from '@portico/testing/solana-wallet'
import { createSolanaAdapter, type SolanaAdapter, type SolanaAdapterOptions } from '../src'

let counter = 0

// Wallet Standard only needs a window that carries events. A plain EventTarget stands in for it, so the tests run
// in Node beside the local Solana service (whose WebSocket server a DOM environment would not load).
// wallet-adapter also counts a wallet as installed only where a document exists.
const holder = globalThis as { window?: unknown; document?: unknown }
holder.window ??= Object.assign(new EventTarget(), { Event })
holder.document ??= {}
const win = holder.window as Window

/** A test wallet registered on the stand-in window under a unique name, and an adapter over the local service. */
export function setup(
  rpc: RunningSolanaRpc,
  options: Partial<SolanaAdapterOptions> & { preAuthorized?: boolean } = {},
) {
  const name = `Solana Test ${++counter}`
  const wallet = new SolanaTestWallet({
    secretKeys: [SOLANA_DEV_ACCOUNTS[0]!.secretKey, SOLANA_DEV_ACCOUNTS[1]!.secretKey],
    rpc: { 'solana:localnet': rpc.url, 'solana:devnet': rpc.url },
    ...(options.preAuthorized ? { preAuthorized: true } : {}),
  })
  const standard = createStandardWallet(wallet, {
    name,
    icon: testWalletIcon('S') as `data:image/svg+xml;base64,${string}`,
  })
  const unregister = registerStandardWallet(wallet, standard, win)
  const localnet = withRpcUrl(solanaLocalnet, rpc.url)
  const devnet = withRpcUrl(solanaDevnet, rpc.url)
  const adapters: SolanaAdapter[] = []
  const makeAdapter = () => {
    const adapter = createSolanaAdapter({ networks: [localnet, devnet], reconnectWaitMs: 50, ...options })
    adapters.push(adapter)
    return adapter
  }
  const adapter = makeAdapter()
  return {
    name,
    wallet,
    adapter,
    makeAdapter,
    localnet,
    devnet,
    cleanup() {
      unregister()
      for (const a of adapters) a.destroy()
    },
  }
}
