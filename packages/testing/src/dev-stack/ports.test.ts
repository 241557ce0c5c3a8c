import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { findFreePort, LOCALHOST } from './ports'

const ephemeralStart = (): number => {
  try {
    return Number.parseInt(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0] ?? '',
      10,
    )
  } catch {
    return 32_768
  }
}

describe('findFreePort', () => {
  it('plans ports below the ephemeral range, each once, each one a server can bind', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => findFreePort()))
    expect(new Set(ports).size).toBe(ports.length)
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000)
      expect(port).toBeLessThan(ephemeralStart())
    }
    const server = createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ port: ports[0], host: LOCALHOST }, resolve)
    })
    await new Promise((resolve) => server.close(resolve))
  })
})
