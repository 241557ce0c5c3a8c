import { performance } from 'node:perf_hooks'
import { expect, test } from 'vitest'
import { RawRelayClient } from '../../wc-relay/test-client'
import { PortInUseError } from '../ports'
import { startRelayPiece } from './relay'

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
