import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { rpc } from '../anvil'
import { parseCliArgs } from './cli'
import { findFreePort } from './ports'
import { exitOf, isDown, killSpawnedChildren, runNode, spawnNodeAndReadLine } from './test-support'

afterEach(killSpawnedChildren)

import type { DevEvmUrls } from './types'

const bin = new URL('../../bin/portico-dev.mjs', import.meta.url)

describe('parseCliArgs', () => {
  it('maps flags to stack options', () => {
    const { options, json } = parseCliArgs(['--lab', '--json', '--port-evm', '8545', '--port-evm2', '8546'])
    expect(json).toBe(true)
    expect(options).toMatchObject({ lab: true, api: true, ports: { evm: { 31337: 8545, 31338: 8546 } } })
    expect(parseCliArgs(['--port-api', '8787', '--port-lab', '5173']).options.ports).toMatchObject({
      api: 8787,
      lab: 5173,
    })
    expect(parseCliArgs([]).options).toMatchObject({ lab: false, api: true, relay: true })
    expect(parseCliArgs(['--no-relay']).options.relay).toBe(false)
    expect(parseCliArgs(['--lab']).options.wcWalletPage).toBe(true)
    expect(parseCliArgs([]).options.wcWalletPage).toBeUndefined()
    expect(parseCliArgs([]).options.solana).toBe(true)
    expect(parseCliArgs(['--no-solana']).options.solana).toBe(false)
    expect(parseCliArgs([]).options.bundler).toBe(true)
    expect(parseCliArgs(['--no-bundler']).options.bundler).toBe(false)
    expect(parseCliArgs(['--port-solana', '8899']).options.ports).toMatchObject({ solana: 8899 })
    expect(parseCliArgs(['--port-relay', '7777', '--relay-mailbox', '/tmp/m.json']).options).toMatchObject({
      ports: { relay: 7777 },
      relayMailbox: '/tmp/m.json',
    })
  })

  it('rejects bad ports and unknown flags', () => {
    expect(() => parseCliArgs(['--port-evm', 'abc'])).toThrow('--port-evm must be a port')
    expect(() => parseCliArgs(['--port-api', '70000'])).toThrow('--port-api must be a port')
    expect(() => parseCliArgs(['--bogus'])).toThrow()
  })
})

// The real-process cases are about the CLI itself; the bundlers it starts by hand (seconds each) have their own tests.
describe('portico-dev (real process)', { timeout: 30_000 }, () => {
  it('--json prints the URLs on one line, serves them, stops on SIGINT and exits 0', async () => {
    const port = await findFreePort()
    const { child, line } = await spawnNodeAndReadLine(bin, ['--json', '--no-bundler', '--port-evm', String(port)])
    const urls = JSON.parse(line) as { evm: DevEvmUrls; api: string }
    expect(urls.evm[31337]).toBe(`http://127.0.0.1:${port}`)
    expect(await rpc(urls.evm[31338], 'eth_chainId')).toBe('0x7a6a')
    expect((await fetch(`${urls.api}/health`)).status).toBe(200)

    child.kill('SIGINT')
    expect(await exitOf(child)).toEqual({ code: 0, signal: null })
    for (const url of [urls.evm[31337], urls.evm[31338], urls.api]) expect(await isDown(url)).toBe(true)
  })

  it('exits 1 with a clear message when a fixed port is taken', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      const result = await runNode(bin, ['--no-bundler', '--port-api', String(port)])
      expect(result.code).toBe(1)
      expect(result.stdout).toBe('')
      expect(result.stderr.trim()).toBe(
        `portico-dev: port ${port} for api is already in use on 127.0.0.1; stop what listens there or pick another port`,
      )
    } finally {
      blocker.close()
    }
  })
})
