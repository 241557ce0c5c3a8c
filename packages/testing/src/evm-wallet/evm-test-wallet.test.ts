import { createPublicClient, type Hex, http, parseEther, recoverTypedDataAddress, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS, type RunningAnvil, startAnvil } from '../anvil'
import { EvmTestWallet } from './evm-test-wallet'

let chainA: RunningAnvil
let chainB: RunningAnvil

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
})
afterAll(async () => {
  await Promise.all([chainA?.stop(), chainB?.stop()])
})

const keys = [DEV_ACCOUNTS[0]!.privateKey, DEV_ACCOUNTS[1]!.privateKey]
const newWallet = () => new EvmTestWallet({ privateKeys: keys, chains: [{ chainId: 31337, rpcUrl: chainA.url }] })
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: { code?: number }) => e.code,
  )

describe('EvmTestWallet', () => {
  test('accounts are hidden until the user approves eth_requestAccounts', async () => {
    const wallet = newWallet()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([
      DEV_ACCOUNTS[0]!.address,
      DEV_ACCOUNTS[1]!.address,
    ])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  test('personal_sign gives a real signature that viem verifies', async () => {
    const wallet = newWallet()
    await wallet.request({ method: 'eth_requestAccounts' })
    const message = 'Sign in to Portico'
    const hex = `0x${Buffer.from(message).toString('hex')}` as Hex
    const signature = (await wallet.request({ method: 'personal_sign', params: [hex, wallet.address] })) as Hex
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
    expect(await verifyMessage({ address: DEV_ACCOUNTS[1]!.address, message, signature })).toBe(false)
  })

  test('eth_signTypedData_v4 signs the typed data it was given', async () => {
    const wallet = newWallet()
    await wallet.request({ method: 'eth_requestAccounts' })
    const typed = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [wallet.address, JSON.stringify(typed)],
    })) as Hex
    const { EIP712Domain: _d, ...types } = typed.types
    expect(
      await recoverTypedDataAddress({
        domain: typed.domain,
        types,
        primaryType: 'Mail',
        message: typed.message,
        signature,
      }),
    ).toBe(wallet.address)
  })

  test('a legacy eth_sendTransaction is mined and moves the value', async () => {
    const wallet = newWallet()
    await wallet.request({ method: 'eth_requestAccounts' })
    const client = createPublicClient({ transport: http(chainA.url) })
    const to = DEV_ACCOUNTS[5]!.address
    const before = await client.getBalance({ address: to })
    const gasPrice = await client.getGasPrice()
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: wallet.address,
          to,
          value: `0x${parseEther('0.01').toString(16)}`,
          gasPrice: `0x${gasPrice.toString(16)}`,
        },
      ],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.type).toBe('legacy')
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.01'))
  })

  test('an unknown chain gives 4902 until wallet_addEthereumChain adds it, then the wallet is on it', async () => {
    const wallet = newWallet()
    const changes: unknown[] = []
    wallet.on('chainChanged', (c) => changes.push(c))
    expect(await code(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))).toBe(
      4902,
    )
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', chainName: 'Local 2', rpcUrls: [chainB.url] }],
    })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    expect(changes).toEqual(['0x7a6a'])
  })

  test('scripted behaviours: reject (4001), a chosen error, garbage, and hang until released', async () => {
    const wallet = newWallet()
    wallet.setBehaviour('eth_requestAccounts', 'reject')
    expect(await code(wallet.request({ method: 'eth_requestAccounts' }))).toBe(4001)
    expect(wallet.isAuthorized).toBe(false)
    wallet.setBehaviour('eth_requestAccounts', { error: { code: -32002, message: 'Already pending' } })
    expect(await code(wallet.request({ method: 'eth_requestAccounts' }))).toBe(-32002)
    wallet.setBehaviour('eth_requestAccounts', 'garbage')
    expect(await wallet.request({ method: 'eth_requestAccounts' })).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^0x[0-9a-fA-F]{40}$/)]),
    )
    wallet.setBehaviour('*', 'hang')
    const pending = code(wallet.request({ method: 'personal_sign', params: ['0x00', wallet.address] }))
    wallet.releaseHanging()
    expect(await pending).toBe(4001)
  })

  test('signing before authorization is refused with 4100', async () => {
    const wallet = newWallet()
    expect(await code(wallet.request({ method: 'personal_sign', params: ['0x00', wallet.address] }))).toBe(4100)
  })

  test('events: account switch, revoke and disconnect', async () => {
    const wallet = newWallet()
    const seen: Array<[string, unknown]> = []
    for (const e of ['accountsChanged', 'disconnect'] as const) wallet.on(e, (p) => seen.push([e, p]))
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.selectAccount(1)
    wallet.revoke()
    wallet.emitDisconnect()
    expect(seen[0]).toEqual(['accountsChanged', [DEV_ACCOUNTS[1]!.address, DEV_ACCOUNTS[0]!.address]])
    expect(seen[1]).toEqual(['accountsChanged', []])
    expect((seen[2]![1] as { code: number }).code).toBe(4900)
  })
  test('EIP-5792 when enabled: wallet_sendCalls sends real transactions, wallet_getCallsStatus reports receipts', async () => {
    const wallet = new EvmTestWallet({
      privateKeys: [DEV_ACCOUNTS[2]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: chainA.url }],
      eip5792: true,
    })
    await wallet.request({ method: 'eth_requestAccounts' })
    const to = DEV_ACCOUNTS[3]!.address
    const client = createPublicClient({ transport: http(chainA.url) })
    const before = await client.getBalance({ address: to })
    const { id } = (await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: wallet.address,
          calls: [
            { to, value: '0x5' },
            { to, value: '0x6' },
          ],
        },
      ],
    })) as { id: string }
    const callsStatus = async () =>
      (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
        status: number
        receipts: { status: string }[]
      }
    // 100 (pending) until the node has the receipts; on a loaded machine that can outlast the first ask.
    await expect.poll(async () => (await callsStatus()).status, { timeout: 10_000 }).toBe(200)
    const status = await callsStatus()
    expect(status.status).toBe(200)
    expect(status.receipts.map((r) => r.status)).toEqual(['0x1', '0x1'])
    expect(await client.getBalance({ address: to })).toBe(before + 11n)
    expect(await code(wallet.request({ method: 'wallet_getCallsStatus', params: ['0x01'] }))).toBe(5730)
    // Without the option the wallet does not know the method: the node answers "method not found".
    const plain = newWallet()
    await plain.request({ method: 'eth_requestAccounts' })
    expect(await code(plain.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to }] }] }))).toBe(-32601)
  })

  test('wallet_getCapabilities reports atomic batching only with `atomic` and EIP-5792 on', async () => {
    const chains = [
      { chainId: 31337, rpcUrl: chainA.url },
      { chainId: 31338, rpcUrl: chainA.url },
    ]
    const caps = (options: { eip5792?: boolean; atomic?: boolean }) =>
      new EvmTestWallet({ privateKeys: [DEV_ACCOUNTS[2]!.privateKey], chains, ...options }).request({
        method: 'wallet_getCapabilities',
        params: [DEV_ACCOUNTS[2]!.address],
      })
    expect(await caps({ eip5792: true, atomic: true })).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'supported' } },
    })
    expect(await caps({ eip5792: true })).toEqual({})
    expect(await caps({ atomic: true })).toEqual({})
  })

  test('a chosen answer ({ result }) is returned as is', async () => {
    const wallet = newWallet().setBehaviour('wallet_getAssets', { result: { '0x7a69': [] } })
    expect(await wallet.request({ method: 'wallet_getAssets', params: [] })).toEqual({ '0x7a69': [] })
  })
})
