import { createServer, type Server } from 'node:net'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { PortInUseError } from '../dev-stack/ports'
import { isProcessAlive } from '../dev-stack/process/alive'
import { DEV_ACCOUNTS } from './accounts'
import { rpc } from './rpc'
import { type RunningAnvil, startAnvil } from './start-anvil'

const started: RunningAnvil[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((node) => node.stop()))
})

describe('startAnvil', () => {
  it('answers eth_chainId and funds the dev accounts of the test mnemonic', async () => {
    const node = await startAnvil({ chainId: 31338, accounts: 3, balance: 42 })
    started.push(node)
    expect(node.url).toBe(`http://127.0.0.1:${node.port}`)
    expect(node.port).toBeGreaterThan(0)
    expect(await rpc(node.url, 'eth_chainId')).toBe('0x7a6a')
    const accounts = await rpc<string[]>(node.url, 'eth_accounts')
    expect(accounts.map((a) => a.toLowerCase())).toEqual(DEV_ACCOUNTS.slice(0, 3).map((a) => a.address.toLowerCase()))
    const balance = await rpc<string>(node.url, 'eth_getBalance', [DEV_ACCOUNTS[2]?.address, 'latest'])
    expect(BigInt(balance)).toBe(42n * 10n ** 18n)
  })

  it('exports keys that belong to the exported addresses', () => {
    for (const account of DEV_ACCOUNTS) expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
  })

  it('stop() ends the process', async () => {
    const node = await startAnvil({ chainId: 31337 })
    expect(isProcessAlive(node.pid)).toBe(true)
    await node.stop()
    expect(isProcessAlive(node.pid)).toBe(false)
    await expect(rpc(node.url, 'eth_chainId')).rejects.toThrow()
  })

  it('rejects a fixed port that is taken with PortInUseError', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      const attempt = startAnvil({ chainId: 31337, port })
      await expect(attempt).rejects.toBeInstanceOf(PortInUseError)
      await expect(attempt).rejects.toThrow(`port ${port} for evm chain 31337 is already in use`)
    } finally {
      blocker.close()
    }
  })
})
