import { createServer } from 'node:net'
import { expect, test } from 'vitest'
import { PortInUseError, startDevStack } from '../src'

test('when another piece fails, the stack reports that failure, not the bundlers it abandoned', async () => {
  const blocker = createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  const address = blocker.address()
  const port = typeof address === 'object' && address ? address.port : 0
  try {
    const began = Date.now()
    const start = startDevStack({
      bundler: true,
      solana: false,
      relay: false,
      log: false,
      handleSignals: false,
      ports: { api: port },
    })
    await expect(start).rejects.toBeInstanceOf(PortInUseError)
    // Without abandoning them, this waited for both alto processes to answer (5–15 s here).
    console.log(`failed stack with bundlers settled in ${Date.now() - began} ms`)
  } finally {
    blocker.close()
  }
}, 60_000)
