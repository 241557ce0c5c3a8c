import { assertPortFree, LOCALHOST, PortInUseError } from '../dev-stack/ports'
import { spawnGroupProcess } from '../dev-stack/process/group-process'
import { pollUntil } from '../dev-stack/wait/poll'
import { DEV_ACCOUNT_BALANCE_ETH, DEV_MNEMONIC } from './accounts'
import { resolveAnvilBinary } from './binary'
import { rpc } from './rpc'

export interface AnvilOptions {
  chainId: number
  /** 0 or omitted: anvil binds a free port and we read it from its banner. */
  port?: number
  /** Number of funded dev accounts (default 10). */
  accounts?: number
  /** ETH per dev account (default 10 000). */
  balance?: number
  /** Seconds between blocks; omitted means a block per transaction (instant mining). */
  blockTime?: number
  mnemonic?: string
  /** How long to wait for eth_chainId to answer (default 15 s). */
  timeoutMs?: number
}

export interface RunningAnvil {
  url: string
  chainId: number
  port: number
  pid: number
  stop(): Promise<void>
}

const LISTENING = /Listening on [^\s:]+:(\d+)/

/** Starts a local anvil node on 127.0.0.1 and resolves once it answers eth_chainId with the requested chain id. */
export async function startAnvil(options: AnvilOptions): Promise<RunningAnvil> {
  const { chainId, port = 0, accounts = 10, balance = DEV_ACCOUNT_BALANCE_ETH, blockTime, timeoutMs } = options
  const service = `evm chain ${chainId}`
  if (port !== 0) await assertPortFree(port, service)

  const args = ['--host', LOCALHOST, '--port', String(port), '--chain-id', String(chainId)]
  args.push(
    '--accounts',
    String(accounts),
    '--balance',
    String(balance),
    '--mnemonic',
    options.mnemonic ?? DEV_MNEMONIC,
  )
  if (blockTime !== undefined) args.push('--block-time', String(blockTime))
  const child = await spawnGroupProcess(resolveAnvilBinary(), args)

  let boundPort = port === 0 ? undefined : port
  child.onOutput(() => {
    boundPort ??= Number(LISTENING.exec(child.output())?.[1]) || undefined
  })
  const failFast = () => {
    if (!child.hasExited()) return undefined
    const output = child.output()
    if (/address already in use/i.test(output)) throw new PortInUseError(port, service)
    return `anvil for chain ${chainId} exited before it was ready:\n${output.slice(-2000)}`
  }

  try {
    const expected = `0x${chainId.toString(16)}`
    const url = await pollUntil(
      async () => {
        if (boundPort === undefined) return undefined
        const candidate = `http://${LOCALHOST}:${boundPort}`
        return (await rpc<string>(candidate, 'eth_chainId', [], 500)) === expected ? candidate : undefined
      },
      { label: `${service} to answer eth_chainId`, failFast, intervalMs: 20, ...(timeoutMs ? { timeoutMs } : {}) },
    )
    return { url, chainId, port: boundPort ?? port, pid: child.pid, stop: () => child.stop() }
  } catch (error) {
    await child.stop()
    throw error
  }
}
