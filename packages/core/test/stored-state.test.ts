import { localEvm2, solana } from '@portico/common/networks'
import { describe, expect, it } from 'vitest'
import { type CookieJar, cookieStorage } from '../src/index'
import { cookieToStoredState, withStoredState } from '../src/ssr'
import { EVM_A, SOL_A } from './fake-adapter'
import { make } from './make-core'

/** A browser's cookie jar in memory: what `document.cookie` would send back as the request's Cookie header. */
function memoryJar(): CookieJar & { header(): string } {
  const cookies = new Map<string, string>()
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  return {
    header,
    read: header,
    write: (cookie) => {
      const [pair = ''] = cookie.split(';')
      const eq = pair.indexOf('=')
      const value = pair.slice(eq + 1)
      if (/Max-Age=0/.test(cookie)) cookies.delete(pair.slice(0, eq))
      else cookies.set(pair.slice(0, eq), value)
    },
  }
}

/** The Cookie header a browser sends after connecting Solana and switching EVM to localEvm2 with cookieStorage. */
async function connectedHeader(): Promise<string> {
  const jar = memoryJar()
  const { core } = make({ storage: cookieStorage(jar) })
  await core.connect({ namespace: 'eip155', connectorId: 'mm' })
  await core.switchNetwork(localEvm2, { ignoreConfirmation: true })
  await core.connect({ namespace: 'solana', connectorId: 'ph' })
  core.destroy()
  return `theme=dark; ${jar.header()}`
}

describe('issue 20: the request cookie → the state a server render shows', () => {
  it('a stored connection shows its address as reconnecting, on its network, in the stored active namespace', async () => {
    const stored = cookieToStoredState(await connectedHeader())
    expect(stored.activeNamespace).toBe('solana')
    expect(stored.namespaces.eip155?.status).toBe('connected')

    // A core made before any request (a module-level createAppKit on a server) knows nothing of the cookie.
    const { core } = make()
    const before = core.getSnapshot()
    expect(before.chain.activeCaipAddress).toBeUndefined()
    const snap = withStoredState(before, stored)
    expect(snap.chain.activeChain).toBe('solana')
    expect(snap.chain.activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOL_A}`)
    expect(snap.chain.activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    const evm = snap.chain.chains.eip155
    expect(evm?.accountState).toMatchObject({ address: EVM_A, status: 'reconnecting' })
    expect(evm?.accountState.caipAddress).toBe(`${localEvm2.caipNetworkId}:${EVM_A}`)
    expect(evm?.networkState.caipNetwork?.caipNetworkId).toBe(localEvm2.caipNetworkId)
    expect(evm?.currentConnectorId).toBe('mm')
    // The core's own state is not touched: the next request starts from it again.
    expect(core.getSnapshot()).toBe(before)
    expect(before.chain.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it.each([
    ['no header', null],
    ['an empty header', ''],
    ['foreign cookies', 'a=1; b=2'],
    ['not JSON', 'appkit%2Fnamespaces=%7Boops'],
    ['bad percent-encoding', 'appkit%2Fnamespaces=%E0%A4%A'],
    ['another version', `appkit%2Fnamespaces=${encodeURIComponent(JSON.stringify({ v: 9, data: {} }))}`],
    [
      'a schema mismatch',
      `appkit%2Fnamespaces=${encodeURIComponent(JSON.stringify({ v: 1, data: { eip155: { status: 'connected' } } }))}; appkit%2FactiveNamespace=${encodeURIComponent(JSON.stringify({ v: 1, data: 'tron' }))}`,
    ],
  ])('%s reads as disconnected, without throwing', (_label, header) => {
    const stored = cookieToStoredState(header)
    expect(stored).toEqual({ namespaces: {} })
    const { core } = make()
    const snap = withStoredState(core.getSnapshot(), stored)
    expect(snap.chain.activeCaipAddress).toBeUndefined()
    expect(snap.chain.chains.eip155?.accountState.status).toBe('disconnected')
    expect(snap.chain.activeChain).toBe(core.getSnapshot().chain.activeChain)
  })

  it('a live connection wins over the stored one (the wallet library reconnected first)', async () => {
    const stored = cookieToStoredState(await connectedHeader())
    const { core } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    const snap = withStoredState(core.getSnapshot(), stored)
    expect(snap.chain.chains.eip155?.accountState.status).toBe('connected')
  })
})
