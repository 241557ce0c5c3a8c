import type { AppKitCore } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { attemptsOf, startConnect } from './attempts'

// A core stand-in with the two calls startConnect makes; the wallet's answer is the test's to give.
function fakeCore(answer: () => Promise<void>) {
  const calls: unknown[] = []
  const core = {
    connect: (params: unknown) => {
      calls.push(params)
      return answer()
    },
    close: () => undefined,
  } as unknown as AppKitCore
  return { core, calls }
}

describe('startConnect', () => {
  it('records only which connector was asked, not what else the target carries (a relay client)', async () => {
    let fail: (error: Error) => void = () => undefined
    const { core, calls } = fakeCore(() => new Promise((_, reject) => (fail = reject)))
    const relayTarget = { namespace: 'eip155' as const, connectorId: 'walletConnect', name: 'WalletConnect', relay: {} }
    const done = startConnect(core, relayTarget)
    const asked = { namespace: 'eip155', connectorId: 'walletConnect', name: 'WalletConnect' }
    expect(attemptsOf(core).connect.get()).toEqual({ status: 'waiting', ...asked })
    expect(calls).toEqual([{ namespace: 'eip155', connectorId: 'walletConnect' }])
    fail(new Error('relay dropped'))
    await done
    expect(attemptsOf(core).connect.get()).toEqual({ status: 'error', ...asked })
  })

  it('a second request while one waits is not sent', async () => {
    const { core, calls } = fakeCore(() => new Promise(() => undefined))
    const target = { namespace: 'eip155' as const, connectorId: 'injected', name: 'Injected' }
    void startConnect(core, target)
    void startConnect(core, target)
    expect(calls).toHaveLength(1)
  })
})
