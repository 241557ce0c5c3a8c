import type { Config } from '@wagmi/core'
import { type Chain, createClient, custom, encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { getNativeBalance } from './native-balance'
import { waitForReceipt } from './wait-receipt'

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const HASH = `0x${'ab'.repeat(32)}` as const
const chain: Chain = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

type Answers = Record<string, (params: unknown[]) => unknown>

/** A wagmi config whose one client answers JSON-RPC from `answers` and records every request. */
function configWith(answers: Answers) {
  const requests: { method: string; params: unknown[] }[] = []
  const client = createClient({
    chain,
    pollingInterval: 1,
    transport: custom({
      async request({ method, params }: { method: string; params: unknown[] }) {
        requests.push({ method, params })
        const answer = answers[method]
        if (!answer) throw new Error(`unexpected ${method}`)
        return answer(params)
      },
    }),
  })
  return { config: { chains: [chain], getClient: () => client } as unknown as Config, requests }
}

const receipt = (status: '0x0' | '0x1') => ({
  transactionHash: HASH,
  blockHash: `0x${'cd'.repeat(32)}`,
  blockNumber: '0x5',
  status,
  from: ACCOUNT,
  to: ACCOUNT,
  transactionIndex: '0x0',
  type: '0x0',
  logs: [],
  logsBloom: `0x${'00'.repeat(256)}`,
  cumulativeGasUsed: '0x5208',
  gasUsed: '0x5208',
  effectiveGasPrice: '0x1',
  contractAddress: null,
})

const transaction = {
  hash: HASH,
  blockHash: `0x${'cd'.repeat(32)}`,
  blockNumber: '0x5',
  from: ACCOUNT,
  to: ACCOUNT,
  input: '0x12345678',
  gas: '0x5208',
  gasPrice: '0x1',
  nonce: '0x3',
  value: '0x0',
  type: '0x0',
  transactionIndex: '0x0',
  v: '0x1b',
  r: '0x1',
  s: '0x1',
}

describe('native balance', () => {
  it('reads eth_getBalance at the latest block, with the chain currency', async () => {
    const { config, requests } = configWith({ eth_getBalance: () => '0xde0b6b3a7640000' })
    const balance = await getNativeBalance(config, { address: ACCOUNT, chainId: 31337 })
    expect(balance).toEqual({ value: 10n ** 18n, decimals: 18, symbol: 'ETH' })
    expect(requests).toEqual([{ method: 'eth_getBalance', params: [ACCOUNT, 'latest'] }])
  })
})

describe('receipt wait', () => {
  const blockNumber = () => '0x5'

  it('answers the receipt of a mined transaction', async () => {
    const { config } = configWith({ eth_blockNumber: blockNumber, eth_getTransactionReceipt: () => receipt('0x1') })
    const r = await waitForReceipt(config, { hash: HASH, chainId: 31337, timeout: 1000 })
    expect(r).toMatchObject({ status: 'success', blockNumber: 5n, transactionHash: HASH })
  })

  it('rejects a reverted transaction with the reason its replay at its block gives', async () => {
    const reason = encodeErrorResult({ abi: parseAbi(['error Error(string)']), args: ['not allowed'] })
    const { config, requests } = configWith({
      eth_blockNumber: blockNumber,
      eth_getTransactionReceipt: () => receipt('0x0'),
      eth_getTransactionByHash: () => transaction,
      eth_call: () => reason,
    })
    const wait = waitForReceipt(config, { hash: HASH, chainId: 31337, timeout: 1000 })
    await expect(wait).rejects.toThrow(/^not allowed/)
    const replay = requests.find((r) => r.method === 'eth_call')
    expect(replay?.params).toEqual([
      { from: ACCOUNT, to: ACCOUNT, data: '0x12345678', gas: '0x5208', gasPrice: '0x1', nonce: '0x3', value: '0x0' },
      '0x5',
    ])
  })

  it('rejects a reverted transaction whose replay answers nothing with "unknown reason"', async () => {
    const { config } = configWith({
      eth_blockNumber: blockNumber,
      eth_getTransactionReceipt: () => receipt('0x0'),
      eth_getTransactionByHash: () => transaction,
      eth_call: () => '0x',
    })
    await expect(waitForReceipt(config, { hash: HASH, chainId: 31337, timeout: 1000 })).rejects.toThrow(
      'unknown reason',
    )
  })
})
