import { afterEach, describe, expect, it } from 'vitest'
import { exitOf, FIXTURES, isDown, killSpawnedChildren, spawnNodeAndReadLine, waitUntilGone } from './test-support'

afterEach(killSpawnedChildren)

import type { DevEvmUrls } from './types'

interface ChildReport {
  pids: number[]
  watchdog: number
  urls: { evm: DevEvmUrls; api: string }
}

const script = new URL('stack-child.mjs', FIXTURES)

describe('no orphans (real processes)', { timeout: 30_000 }, () => {
  it('kills the chains when the parent is killed with SIGKILL', async () => {
    const { child, line } = await spawnNodeAndReadLine(script)
    const report = JSON.parse(line) as ChildReport
    expect(report.pids).toHaveLength(2)
    expect(report.watchdog).toBeGreaterThan(0)
    expect(await isDown(report.urls.evm[31337])).toBe(false)

    child.kill('SIGKILL')
    await exitOf(child)
    const ms = await waitUntilGone([...report.pids, report.watchdog])
    console.info(`chains and watchdog gone ${ms} ms after the parent's SIGKILL`)
    expect(await isDown(report.urls.evm[31337])).toBe(true)
    expect(await isDown(report.urls.evm[31338])).toBe(true)
  })

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops the stack and exits on ${signal}`, async () => {
      const { child, line } = await spawnNodeAndReadLine(script)
      const report = JSON.parse(line) as ChildReport
      child.kill(signal)
      const exit = await exitOf(child)
      // The handler stops the stack, then re-raises the signal so the process ends the usual way.
      expect(exit.signal).toBe(signal)
      await waitUntilGone([...report.pids, report.watchdog], 3000)
      expect(await isDown(report.urls.api)).toBe(true)
    })
  }
})
