// @vitest-environment node
import { localEvm, solanaLocalnet } from '@portico/common/networks'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import {
  AppKitButton,
  AppKitNetworkButton,
  AppKitProvider,
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitConnections,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '../src/index'

afterEach(() => setCurrentAppKit(undefined))

// A Next.js-style page: every hook and button, rendered to HTML on a server (no window, no document).
function Page() {
  useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  useAppKitProvider('eip155')
  useDisconnect()
  const state = useAppKitState()
  useAppKitEvents()
  const theme = useAppKitTheme()
  useWalletInfo()
  useAppKitBalance()
  const { connections } = useAppKitConnections()
  return (
    <main>
      <p id="status">{account.status}</p>
      <p id="connected">{String(account.isConnected)}</p>
      <p id="network">{network.caipNetworkId ?? 'none'}</p>
      <p id="open">{String(state.open)}</p>
      <p id="theme">{theme.themeMode}</p>
      <p id="connections">{connections.length}</p>
      <AppKitButton />
      <AppKitNetworkButton />
    </main>
  )
}

describe('server rendering', () => {
  it('runs on a server without DOM globals', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('renders before createAppKit without throwing: disconnected, a Connect button', () => {
    const html = renderToString(<Page />)
    expect(html).toContain('<p id="status">disconnected</p>')
    expect(html).toContain('<p id="connected">false</p>')
    expect(html).toContain('<p id="network">none</p>')
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('data-portico-button="connect"')
  })

  it('renders after createAppKit on the server: the default network, still disconnected, nothing started', () => {
    const kit = createAppKit({
      projectId: 'ssr',
      networks: [localEvm, solanaLocalnet],
      defaultNetwork: localEvm,
      themeMode: 'dark',
    })
    const html = renderToString(<Page />)
    expect(html).toContain(`<p id="network">${localEvm.caipNetworkId}</p>`)
    expect(html).toContain('<p id="connected">false</p>')
    expect(html).toContain('<p id="theme">dark</p>')
    expect(html).toContain('Portico Local')
    expect(kit._internal.getKitState().initialized).toBe(false)
  })

  it('renders inside <AppKitProvider> created from options, in Spanish', () => {
    const html = renderToString(
      <AppKitProvider projectId="ssr" networks={[localEvm]} locale="es">
        <Page />
      </AppKitProvider>,
    )
    expect(html).toContain('Conectar billetera')
  })
})
