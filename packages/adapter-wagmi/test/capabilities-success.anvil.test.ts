import { withRpcUrl } from '@portico/common'
import { localEvm, localEvm2 } from '@portico/common/networks'
import { DEV_ACCOUNTS, EvmTestWallet, type RunningAnvil, startAnvil } from '@portico/testing'
import { createPublicClient, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from '../src'
import { announceWallet, installWindow } from './browser-window'
import { memoryWagmiStorage } from './memory-storage'

const RDNS = 'org.portico.capable-wallet'
const INFO = { uuid: '0d4c2f8e-7b1a-4e9d-8c36-5a2b9e1f7d40', name: 'Capable Wallet', icon: 'data:,', rdns: RDNS }
const ns = 'eip155' as const

let chain: RunningAnvil
let page: ReturnType<typeof installWindow>
const cleanups: (() => void)[] = []

beforeAll(async () => {
  page = installWindow()
  chain = await startAnvil({ chainId: 31337 })
}, 30_000)
afterAll(async () => {
  page?.restore()
  await chain?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A wallet that speaks EIP-5792 for real (each call a mined transaction) and answers the other wallet_ methods. */
async function connected(key = DEV_ACCOUNTS[4]!.privateKey) {
  const wallet = new EvmTestWallet({
    privateKeys: [key],
    chains: [{ chainId: 31337, rpcUrl: chain.url }],
    eip5792: true,
  })
  cleanups.push(announceWallet(page.window, INFO, wallet))
  const adapter = createWagmiAdapter({
    networks: [withRpcUrl(localEvm, chain.url), withRpcUrl(localEvm2, 'http://127.0.0.1:9')],
    storage: memoryWagmiStorage().storage,
  })
  cleanups.push(() => adapter.destroy())
  await adapter.connect({ namespace: ns, connectorId: RDNS })
  return { wallet, adapter }
}

// The success paths of the optional capabilities, against a wallet that supports them (failure paths are in
// adapter.anvil.test.ts).
describe('wallet capabilities that succeed', () => {
  it('sendCalls (EIP-5792): the wallet sends the bundle, the status is success with a receipt per call', async () => {
    const { wallet, adapter } = await connected()
    const to = DEV_ACCOUNTS[9]!.address
    const client = createPublicClient({ transport: http(chain.url) })
    const before = await client.getBalance({ address: to })
    const result = (await adapter.sendCalls?.({
      namespace: ns,
      calls: [
        { to, value: '700' },
        { to, value: '300', data: '0x' },
      ],
    })) as { id: string; status: string; receipts: { transactionHash: string; status: string }[] }
    expect(result.status).toBe('success')
    expect(result.receipts.map((r) => r.status)).toEqual(['success', 'success'])
    expect(await client.getBalance({ address: to })).toBe(before + 1000n)
    const methods = wallet.requests.map((r) => r.method)
    expect(methods).toContain('wallet_sendCalls')
    expect(methods).toContain('wallet_getCallsStatus')
    // Sent as a bundle, not one eth_sendTransaction per call by the dapp.
    expect(methods).not.toContain('eth_sendTransaction')
    for (const r of result.receipts) {
      const receipt = await client.getTransactionReceipt({ hash: r.transactionHash as `0x${string}` })
      expect(receipt.status).toBe('success')
    }
  })

  it('walletGetAssets returns an answer that passes the §5 asset rules, with the chain filter asked for', async () => {
    const { wallet, adapter } = await connected()
    const assets = {
      '0x7a69': [
        {
          address: '0x0000000000000000000000000000000000000000',
          balance: '0xde0b6b3a7640000',
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 1, value: 1, iconUrl: '' },
        },
      ],
    }
    wallet.setBehaviour('wallet_getAssets', { result: assets })
    expect(await adapter.walletGetAssets?.({ namespace: ns, chainIds: [31337, 31338] })).toEqual(assets)
    expect(wallet.requests.find((r) => r.method === 'wallet_getAssets')?.params).toEqual([
      { account: wallet.address, chainFilter: ['0x7a69', '0x7a6a'] },
    ])
  })

  it('grantPermissions returns the wallet grant; revokePermissions resolves', async () => {
    const { wallet, adapter } = await connected()
    const grant = { permissionsContext: '0xabcdef', expiry: 1_900_000_000, permissions: [] }
    wallet.setBehaviour('wallet_grantPermissions', { result: grant })
    wallet.setBehaviour('wallet_revokePermissions', { result: null })
    const request = { expiry: 1_900_000_000, permissions: [{ type: 'native-token-recurring-allowance' }] }
    expect(await adapter.grantPermissions?.({ namespace: ns, request })).toEqual(grant)
    await expect(
      adapter.revokePermissions({ namespace: ns, request: { permissionsContext: '0xabcdef' } }),
    ).resolves.toBeUndefined()
    expect(wallet.requests.find((r) => r.method === 'wallet_revokePermissions')?.params).toEqual([
      { permissionsContext: '0xabcdef' },
    ])
  })
})
