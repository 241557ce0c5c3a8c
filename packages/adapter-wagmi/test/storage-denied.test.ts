import { localEvm } from '@portico/common/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from '../src'

const restores: (() => void)[] = []
afterEach(() => {
  for (const restore of restores.splice(0)) restore()
})

/** A page whose site data is blocked: reading localStorage throws, as browsers do (SecurityError). */
function denyStorage() {
  const scope = globalThis as { window?: unknown }
  const previousWindow = scope.window
  const denied = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  const window = new EventTarget()
  Object.defineProperty(window, 'localStorage', { get: denied, configurable: true })
  scope.window = window
  const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
  Object.defineProperty(globalThis, 'localStorage', { get: denied, configurable: true })
  restores.push(() => {
    if (before) Object.defineProperty(globalThis, 'localStorage', before)
    else delete (globalThis as { localStorage?: unknown }).localStorage
    if (previousWindow === undefined) delete scope.window
    else scope.window = previousWindow
  })
}

describe('localStorage that throws (issue 15, finding 2)', () => {
  it('creating the adapter does not throw, and wagmi storage reads nothing and writes nowhere', async () => {
    denyStorage()
    const adapter = createWagmiAdapter({ networks: [localEvm] })
    restores.push(() => adapter.destroy())
    const storage = adapter.wagmiConfig.storage
    expect(storage).not.toBeNull()
    await storage?.setItem('recentConnectorId', 'x')
    expect(await storage?.getItem('recentConnectorId')).toBeNull()
  })
})
