import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DEV_ACCOUNT_ABSTRACTION } from '@portico/dev-contracts'
import { type Address, type Hex, keccak256, toHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { rpc } from '../../anvil/rpc'
import { assertPortFree, findFreePort, LOCALHOST } from '../ports'
import { spawnGroupProcess } from '../process/group-process'
import { pollUntil } from '../wait/poll'
import type { RunningPiece } from './api'

/**
 * The bundler's own keys (keccak256 of a fixed phrase, not dev accounts, so the dev accounts' nonces and history
 * stay as tests expect): the executor signs the handleOps transactions, the utility account deploys alto's
 * simulation contracts. Funded by the piece with anvil_setBalance. Worthless off a local chain.
 */
export const DEV_BUNDLER_EXECUTOR_KEY: Hex = keccak256(toHex('portico dev bundler executor'))
export const DEV_BUNDLER_UTILITY_KEY: Hex = keccak256(toHex('portico dev bundler utility'))
export const DEV_BUNDLER_EXECUTOR: Address = privateKeyToAddress(DEV_BUNDLER_EXECUTOR_KEY)
export const DEV_BUNDLER_UTILITY: Address = privateKeyToAddress(DEV_BUNDLER_UTILITY_KEY)

/** 1 000 ETH each: handleOps costs well under 0.01 ETH on anvil. */
const FUNDING = toHex(1000n * 10n ** 18n)

/** Alto's command-line entry (its package exports only `.`, which sits in esm/ beside cli/). */
function altoBin(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@pimlico/alto')), 'cli', 'alto.js')
}

export interface BundlerPieceOptions {
  /** The chain's RPC URL; ERC-4337 v0.7 must already be on it (deployDevAccountAbstraction). */
  rpcUrl: string
  /** 0 or omitted: a free port. */
  port?: number
  timeoutMs?: number
  /** Aborted when another piece failed: stop waiting for alto (seconds of start-up) and end it. */
  signal?: AbortSignal
}

/**
 * Pimlico's alto (an ERC-4337 bundler) for one dev chain, in a child process of its own, answering ERC-4337 JSON-RPC
 * (eth_sendUserOperation, eth_getUserOperationReceipt, …) at its URL. Ready once eth_supportedEntryPoints names the
 * v0.7 entry point.
 */
export async function startBundler(options: BundlerPieceOptions): Promise<RunningPiece> {
  const { rpcUrl, port = 0, timeoutMs = 20_000, signal } = options
  signal?.throwIfAborted()
  if (port !== 0) await assertPortFree(port, 'bundler')
  const listenPort = port === 0 ? await findFreePort() : port
  await Promise.all(
    [DEV_BUNDLER_EXECUTOR, DEV_BUNDLER_UTILITY].map((address) => rpc(rpcUrl, 'anvil_setBalance', [address, FUNDING])),
  )
  const child = await spawnGroupProcess(process.execPath, [
    altoBin(),
    ...['--entrypoints', DEV_ACCOUNT_ABSTRACTION.entryPoint],
    ...['--executor-private-keys', DEV_BUNDLER_EXECUTOR_KEY],
    ...['--utility-private-key', DEV_BUNDLER_UTILITY_KEY],
    ...['--rpc-url', rpcUrl],
    ...['--port', String(listenPort)],
    // Safe mode traces validation with a JavaScript tracer, which anvil does not run.
    ...['--safe-mode', 'false'],
    // anvil mines each transaction at once: poll for receipts often, bundle without waiting.
    ...['--block-time', '100'],
    ...['--min-bundle-interval', '10'],
    ...['--max-bundle-interval', '100'],
    // The executor is funded above; nothing to refill or watch.
    ...['--refilling-wallets', 'false'],
    ...['--utility-wallet-monitor', 'false'],
    // Pages (the lab, the embedded wallet) call the bundler directly.
    '--enable-cors',
    ...['--log-level', 'warn'],
  ])
  const url = `http://${LOCALHOST}:${listenPort}`
  const failFast = () => {
    if (signal?.aborted) return 'bundler: start abandoned, another piece failed'
    return child.hasExited() ? `bundler: alto exited before it answered:\n${child.output().slice(-2000)}` : undefined
  }
  try {
    await pollUntil(
      async () => {
        const entryPoints = await rpc<string[]>(url, 'eth_supportedEntryPoints')
        return entryPoints.some((a) => a.toLowerCase() === DEV_ACCOUNT_ABSTRACTION.entryPoint.toLowerCase())
          ? true
          : undefined
      },
      { label: 'bundler (alto) to answer eth_supportedEntryPoints', timeoutMs, failFast, intervalMs: 50 },
    )
    return { url, stop: () => child.stop() }
  } catch (error) {
    await child.stop()
    throw error
  }
}
