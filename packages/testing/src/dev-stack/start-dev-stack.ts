import { performance } from 'node:perf_hooks'
import { DEV_ACCOUNTS, type RunningAnvil, startAnvil } from '../anvil'
import { type RunningPiece, startApi } from './pieces/api'
import { startLab } from './pieces/lab'
import { findFreePort, LOCALHOST } from './ports'
import { stopOnSignals } from './signals'
import { formatSummary } from './summary'
import { DEV_CHAIN_IDS, type DevChainId, type DevStack, type DevStackOptions, type DevStackUrls } from './types'

/**
 * Starts the local dev stack: two anvil chains (31337, 31338), apps/api and, when asked, the lab. Pieces start in
 * parallel and each is ready when it answers (eth_chainId, /health, the lab's index page). If any piece fails, the
 * others are stopped and the first error is thrown.
 */
export async function startDevStack<const O extends DevStackOptions = Record<never, never>>(
  options: O = {} as O,
): Promise<DevStack<O>> {
  const began = performance.now()
  const { evm = true, api = true, lab = false, ports = {}, timeoutMs } = options
  const chainIds: DevChainId[] = evm ? [...DEV_CHAIN_IDS] : []

  // The lab's config needs every other URL when it loads. Choosing free ports up front makes those URLs known
  // before anything starts, so the lab does not wait for the chains and the api.
  const portOf = async (fixed: number | undefined) => fixed || (lab ? await findFreePort() : 0)
  const chainPorts = await Promise.all(chainIds.map((id) => portOf(ports.evm?.[id])))
  const apiPort = api ? await portOf(ports.api) : 0
  const url = (port: number) => `http://${LOCALHOST}:${port}`

  const chainStarts = chainIds.map((chainId, i) =>
    startAnvil({
      chainId,
      port: chainPorts[i] ?? 0,
      ...(options.accounts !== undefined ? { accounts: options.accounts } : {}),
      ...(options.balance !== undefined ? { balance: options.balance } : {}),
      ...(options.blockTime !== undefined ? { blockTime: options.blockTime } : {}),
      ...(timeoutMs ? { timeoutMs } : {}),
    }),
  )
  const apiStart = api ? startApi(apiPort, timeoutMs) : undefined
  const labStart = lab
    ? startLab(
        {
          ...(evm ? { evm: Object.fromEntries(chainIds.map((id, i) => [id, url(chainPorts[i] ?? 0)])) as never } : {}),
          ...(api ? { api: url(apiPort) } : {}),
        },
        ports.lab ?? 0,
        options.labRoot,
        timeoutMs,
      )
    : undefined

  const settled = await Promise.allSettled([...chainStarts, apiStart, labStart])
  const chainResults = settled.slice(0, chainIds.length) as PromiseSettledResult<RunningAnvil>[]
  const [apiResult, labResult] = settled.slice(chainIds.length) as PromiseSettledResult<RunningPiece | undefined>[]

  const stops: Array<() => Promise<void>> = []
  for (const result of settled) if (result.status === 'fulfilled' && result.value) stops.push(result.value.stop)
  const failure = settled.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.allSettled(stops.map((stop) => stop()))
    throw failure.reason
  }

  const chains: Partial<Record<DevChainId, RunningAnvil>> = {}
  chainIds.forEach((chainId, i) => {
    const result = chainResults[i]
    if (result?.status === 'fulfilled') chains[chainId] = result.value
  })
  const urls = {
    ...(evm ? { evm: { 31337: chains[31337]?.url, 31338: chains[31338]?.url } } : {}),
    ...(apiResult?.status === 'fulfilled' && apiResult.value ? { api: apiResult.value.url } : {}),
    ...(labResult?.status === 'fulfilled' && labResult.value ? { lab: labResult.value.url } : {}),
  } as DevStackUrls<O>

  let stopped: Promise<void> | undefined
  let untrack = () => {}
  const stop = () => {
    stopped ??= Promise.allSettled(stops.map((fn) => fn())).then(() => untrack())
    return stopped
  }
  if (options.handleSignals !== false) untrack = stopOnSignals(stop)

  const stack: DevStack<O> = {
    urls,
    chains,
    accounts: DEV_ACCOUNTS.slice(0, options.accounts ?? 10),
    startMs: Math.round(performance.now() - began),
    stop,
  }
  const log = options.log === undefined ? console.log : options.log
  if (log) for (const line of formatSummary(stack as DevStack)) log(line)
  return stack
}
