import { performance } from 'node:perf_hooks'
import { expect, test } from 'vitest'
import WebSocket from 'ws'
import { makeClientJwt, RawRelayClient } from '../../wc-relay/test-client'
import { PortInUseError } from '../ports'
import { startRelayPiece } from './relay'
import { DEV_RELAY_REFUSALS, DEV_RELAY_REFUSED_PROJECTS } from './relay-refusals'

test('the relay piece is up within milliseconds, answers, refuses a taken port and stops', async () => {
  const began = performance.now()
  const relay = await startRelayPiece()
  const ms = performance.now() - began
  console.info(`relay piece up in ${ms.toFixed(1)} ms`)
  expect(ms).toBeLessThan(500)
  expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
  const port = Number(new URL(relay.url).port)
  await expect(startRelayPiece(port)).rejects.toBeInstanceOf(PortInUseError)

  const client = await RawRelayClient.connect(relay.url)
  expect((await client.request('irn_subscribe', { topic: 'a'.repeat(64) })).result).toBeTypeOf('string')
  await client.close()
  await relay.stop()
  await expect(RawRelayClient.connect(relay.url)).rejects.toThrow()
})

test("the dev stack's refused projects each meet their §8 reason; the dev project connects", async () => {
  const relay = await startRelayPiece(0, { refusals: DEV_RELAY_REFUSALS })
  const closeReason = (projectId: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = new WebSocket(`${relay.url}/?auth=${makeClientJwt().jwt}&projectId=${projectId}`, {
        origin: 'http://127.0.0.1:5173',
      })
      socket.once('close', (_code, reason) => resolve(reason.toString()))
      socket.once('unexpected-response', () => reject(new Error('refused at the upgrade')))
    })
  try {
    expect(await closeReason(DEV_RELAY_REFUSED_PROJECTS.invalidKey)).toBe('Unauthorized: invalid key')
    expect(await closeReason(DEV_RELAY_REFUSED_PROJECTS.originNotAllowed)).toBe('Unauthorized: origin not allowed')
    expect(await closeReason(DEV_RELAY_REFUSED_PROJECTS.jwtNotYetValid)).toBe(
      'JWT validation error: JWT Token is not yet valid',
    )
    const client = await RawRelayClient.connect(relay.url)
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    await client.close()
  } finally {
    await relay.stop()
  }
})
