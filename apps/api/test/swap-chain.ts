import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  DEV_CONTRACTS,
  DEV_EURO_TOKEN,
  DEV_TOKEN,
  deployDevContracts,
  deployDevSwap,
  devSwapConfig,
} from '@portico/dev-contracts'
import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../src/server/options'
import { startTestApi } from './helpers'

export const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const caip = (address: string, chainId = 31337) => `eip155:${chainId}:${address}`
export const TOKENS = {
  native: caip(NATIVE),
  pusd: caip(DEV_CONTRACTS.token),
  peur: caip(DEV_EURO_TOKEN.address),
}

/** Counts the JSON-RPC calls the api makes, by method, so a test can see what is cached. */
async function countingRpc(target: string) {
  const calls = new Map<string, number>()
  const server = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const parsed = JSON.parse(body) as { method: string } | { method: string }[]
    for (const { method } of [parsed].flat()) calls.set(method, (calls.get(method) ?? 0) + 1)
    const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: (method: string) => calls.get(method) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The api configured with `rpcUrl` (a chain with the dev exchange) as chain 31337 and a chain without an exchange as
 * 31338; the RPC calls it makes are counted.
 */
export async function startSwapApi(rpcUrl: string) {
  const rpc = await countingRpc(rpcUrl)
  const chains: ChainConfig[] = [
    {
      chainId: 31337,
      name: 'Anvil',
      rpcUrl: rpc.url,
      tokens: [{ ...DEV_TOKEN }],
      swap: devSwapConfig(),
    },
    { chainId: 31338, name: 'No exchange', rpcUrl },
  ]
  // The head is asked on every request, so each test sees the block its last transaction made.
  const t = await startTestApi({ chains, swapBlockPollMs: 0 })
  return {
    ...t,
    rpcCalls: rpc.calls,
    async stop() {
      await t.api.close()
      await rpc.close()
    },
  }
}

/** A fresh anvil with the dev token and the dev exchange (seeded pools), and startSwapApi on it. */
export async function startSwapChain() {
  const anvil = await startTestAnvil(31337)
  await deployDevContracts(anvil.url)
  await deployDevSwap(anvil.url)
  const t = await startSwapApi(anvil.url)
  return {
    ...t,
    anvil,
    client: createPublicClient({ transport: http(anvil.url) }) as PublicClient,
    async stop() {
      await t.stop()
      await anvil.stop()
    },
  }
}
