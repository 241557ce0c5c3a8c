// @vitest-environment happy-dom
import { localEvm } from '@portico/common/networks'
import type { AuthConnectorProvider } from '@portico/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Connected } from '../messages/schemas'
import type { FrameMessenger } from '../messenger/frame-messenger'
import { type AuthUserEvent, createEmbeddedWallet } from './create-adapters'
import { EmbeddedSession } from './session'
import { socialPopupFeatures } from './social-popup'

const SECURE = 'http://127.0.0.1:7001'
const connected = (provider: Connected['user']['provider'], username: string | null): Connected => ({
  user: { id: 'u1', email: 'alice@portico.test', provider, username },
  accounts: {
    eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  },
  isNewUser: true,
})

function fakeFrame(answer: Connected) {
  const sent: Array<{ type: string; payload: unknown }> = []
  const messenger = {
    origin: SECURE,
    request: vi.fn(async (type: string, payload: unknown) => {
      sent.push({ type, payload })
      if (type === 'SOCIAL_START') return { url: `${SECURE}/social/start?provider=google&state=s1` }
      if (type === 'SOCIAL_COMPLETE') return answer
      throw new Error(`unexpected ${type}`)
    }),
  } as unknown as FrameMessenger
  return { sent, createMessenger: () => messenger }
}

const fakePopup = () => {
  const popup = { closed: false, location: { href: `${SECURE}/social/loading` }, close: vi.fn() }
  popup.close.mockImplementation(() => {
    popup.closed = true
  })
  return popup
}

const post = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
const result = { type: 'SOCIAL_RESULT', id: 's1', payload: { code: 'the-code', state: 's1' } }

describe('social login (host side)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends the popup to the frame’s URL and relays only the secure site’s answer to the frame', async () => {
    const frame = fakeFrame(connected('google', 'alice'))
    const session = new EmbeddedSession({ secureSiteUrl: SECURE, createMessenger: frame.createMessenger, log: vi.fn() })
    const popup = fakePopup()
    const login = session.socialLogin('google', popup as unknown as Window)
    await vi.waitFor(() => expect(popup.location.href).toContain('/social/start?provider=google'))
    post(result, 'http://evil.test', popup)
    post(result, SECURE, {})
    await vi.advanceTimersByTimeAsync(10)
    expect(frame.sent.map((m) => m.type)).toEqual(['SOCIAL_START'])
    post(result, SECURE, popup)
    await expect(login).resolves.toMatchObject({ user: { provider: 'google' } })
    expect(frame.sent.at(-1)).toEqual({ type: 'SOCIAL_COMPLETE', payload: { code: 'the-code', state: 's1' } })
    expect(session.connected?.user.username).toBe('alice')
  })

  it('closing the popup rejects with Popup closed within a second and signs nobody in', async () => {
    const frame = fakeFrame(connected('google', 'alice'))
    const session = new EmbeddedSession({ secureSiteUrl: SECURE, createMessenger: frame.createMessenger })
    const popup = fakePopup()
    const login = session.socialLogin('google', popup as unknown as Window).catch((error: unknown) => error)
    await vi.waitFor(() => expect(popup.location.href).toContain('/social/start'))
    popup.closed = true
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(login).resolves.toMatchObject({ code: 'POPUP_CLOSED', message: 'Popup closed' })
    expect(frame.sent.map((m) => m.type)).toEqual(['SOCIAL_START'])
    expect(session.connected).toBeUndefined()
  })

  it('the popup is §9’s 600×800, centred on the host window', () => {
    expect(socialPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 1000 })).toBe(
      'popup=yes,width=600,height=800,left=500,top=150',
    )
  })
})

describe('createEmbeddedWallet: social connector and the auth user event', () => {
  afterEach(() => vi.restoreAllMocks())

  it('opens the popup on the secure site in the call itself; a blocked popup rejects', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { adapters } = createEmbeddedWallet({
      secureSiteUrl: SECURE,
      createMessenger: fakeFrame(connected('email', null)).createMessenger,
    })
    const [connector] = await adapters[0].syncConnectors({ namespace: 'eip155' })
    const provider = connector?.provider as AuthConnectorProvider
    const pending = provider.connectSocial?.('github')
    expect(open).toHaveBeenCalledWith(
      `${SECURE}/social/loading`,
      'portico-social',
      expect.stringContaining('width=600,height=800'),
    )
    await expect(pending).rejects.toMatchObject({ code: 'SOCIAL_CONNECTION_FAILED' })
  })

  it('announces the signed-in user once per sign-in, with the EVM account when the app has the EVM adapter', async () => {
    const wallet = createEmbeddedWallet({
      secureSiteUrl: SECURE,
      createMessenger: fakeFrame(connected('email', null)).createMessenger,
    })
    const events: AuthUserEvent[] = []
    wallet.onAuthUser((event) => events.push(event))
    const [evm, solana] = wallet.adapters
    const host = { approve: async () => true, unsupported: () => undefined }
    evm.setAuthHost?.(host)
    solana.setAuthHost?.(host)
    wallet.session.setConnected(connected('discord', 'alice0'))
    const solanaNetwork = { ...localEvm, caipNetworkId: 'solana:local', chainNamespace: 'solana' } as never
    await solana.connect({ namespace: 'solana', connectorId: 'ID_AUTH', caipNetwork: solanaNetwork } as never)
    expect(events).toEqual([])
    await evm.connect({ namespace: 'eip155', connectorId: 'ID_AUTH', caipNetwork: localEvm } as never)
    await evm.connect({ namespace: 'eip155', connectorId: 'ID_AUTH', caipNetwork: localEvm } as never)
    expect(events).toEqual([
      {
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: String(localEvm.id),
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
        email: 'alice@portico.test',
        username: 'alice0',
      },
    ])
    // A new sign-in is announced again.
    wallet.session.setConnected(connected('email', null))
    await evm.connect({ namespace: 'eip155', connectorId: 'ID_AUTH', caipNetwork: localEvm } as never)
    expect(events.at(-1)).toMatchObject({ username: null, email: 'alice@portico.test' })
    expect(events).toHaveLength(2)
  })
})
