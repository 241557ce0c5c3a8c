// The <appkit-*> custom elements from the framework-free entry: createAppKit registers them, their attributes
// (AppKit's names) change what they show, and they follow the kit's state — connect, network, theme, locale.
import { localEvm, solanaLocalnet } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { createMemoryAdapter, createMemoryWallet } from '@portico/testing/memory-adapter'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, createAppKit, defineAppKitElements } from '../src/vanilla'
import { EVM } from './support/two-wallet-kit'

const kits: AppKit[] = []

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  setCurrentAppKit(undefined)
  document.body.replaceChildren()
})

function makeKit(): AppKit {
  const kit = createAppKit({
    projectId: 'test',
    networks: [localEvm, solanaLocalnet],
    adapters: [
      createMemoryAdapter(
        createMemoryWallet({
          namespace: 'eip155',
          caipNetworkId: localEvm.caipNetworkId,
          accounts: [EVM],
          connectorId: 'memory-evm',
        }),
      ),
    ],
    storage: memoryStorage(),
    isMobile: () => false,
    warn: () => {},
  })
  kits.push(kit)
  return kit
}

function place(html: string): HTMLElement {
  const holder = document.createElement('div')
  holder.innerHTML = html
  document.body.append(holder)
  return holder.firstElementChild as HTMLElement
}

const inner = (element: HTMLElement) => element.shadowRoot?.querySelector('button') as HTMLButtonElement
const connectEvm = (kit: AppKit) => kit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' })

describe('<appkit-*> custom elements', () => {
  it('createAppKit registers the four elements', () => {
    makeKit()
    for (const name of ['appkit-button', 'appkit-connect-button', 'appkit-account-button', 'appkit-network-button']) {
      expect(customElements.get(name), name).toBeDefined()
    }
  })

  it('label, size and disabled change the connect button; a disabled one does not open the modal', async () => {
    const kit = makeKit()
    await kit.ready()
    const element = place('<appkit-button size="sm" disabled></appkit-button>')
    expect(inner(element).textContent).toBe('Connect Wallet')
    expect(inner(element).dataset.porticoButton).toBe('connect')
    expect(inner(element).dataset.size).toBe('sm')
    expect(inner(element).disabled).toBe(true)
    inner(element).click()
    expect(kit.getState().open).toBe(false)

    element.setAttribute('label', 'Sign in')
    element.removeAttribute('size')
    element.removeAttribute('disabled')
    expect(inner(element).textContent).toBe('Sign in')
    expect(inner(element).dataset.size).toBe('md')
    expect(inner(element).disabled).toBe(false)
    inner(element).click()
    expect(kit.getState().open).toBe(true)
    expect(kit.core.state.router.view).toBe('Connect')
  })

  it('appkit-button becomes the account button once connected; balance="hide" drops the balance', async () => {
    const kit = makeKit()
    await kit.ready()
    const button = place('<appkit-button></appkit-button>')
    const account = place('<appkit-account-button balance="hide"></appkit-account-button>')
    expect(account.hidden).toBe(true)
    await connectEvm(kit)
    await waitFor(() => expect(inner(button).getAttribute('aria-label')).toBe('Account 0x7099…79C8'))
    expect(inner(button).dataset.porticoButton).toBe('account')
    // §9: the local chain is a testnet, so its balance shows as 0.00 in its symbol.
    await kit.core.fetchBalance('eip155')
    await waitFor(() => expect(inner(button).querySelector('[data-part=balance]')?.textContent).toBe('0.00 ETH'))
    expect(account.hidden).toBe(false)
    expect(inner(account).querySelector('[data-part=balance]')).toBeNull()
    expect(inner(account).textContent).toBe('0x7099…79C8')
    inner(button).click()
    expect(kit.core.state.router.view).toBe('Account')
    await kit.disconnect()
    await waitFor(() => expect(inner(button).textContent).toBe('Connect Wallet'))
    expect(account.hidden).toBe(true)
  })

  it('namespace scopes the button to that namespace’s account', async () => {
    const kit = makeKit()
    await kit.ready()
    const solana = place('<appkit-button namespace="solana"></appkit-button>')
    await connectEvm(kit)
    await waitFor(() => expect(kit.getIsConnectedState()).toBe(true))
    expect(inner(solana).textContent).toBe('Connect Wallet')
  })

  it('the network button shows the active network and opens the switcher', async () => {
    const kit = makeKit()
    await kit.ready()
    const network = place('<appkit-network-button></appkit-network-button>')
    expect(inner(network).textContent).toBe(localEvm.name)
    await kit.switchNetwork(solanaLocalnet)
    await waitFor(() => expect(inner(network).textContent).toBe(solanaLocalnet.name))
    inner(network).click()
    expect(kit.core.state.router.view).toBe('SwitchNetwork')
  })

  it('follows the theme mode, the theme variables and the locale', async () => {
    const kit = makeKit()
    const element = place('<appkit-connect-button></appkit-connect-button>')
    expect(inner(element).dataset.theme).toBe('system')
    kit.setThemeMode('dark')
    await waitFor(() => expect(inner(element).dataset.theme).toBe('dark'))
    kit.setThemeVariables({ '--w3m-accent': 'rgb(200, 0, 0)' })
    expect(inner(element).style.getPropertyValue('--portico-accent')).toBe('rgb(200, 0, 0)')
    kit.setLocale('es')
    expect(inner(element).textContent).toBe('Conectar billetera')
  })

  it('an element in the page before createAppKit follows the kit once it exists', async () => {
    defineAppKitElements()
    const element = place('<appkit-network-button></appkit-network-button>')
    expect(inner(element).textContent).toBe('Network')
    const kit = makeKit()
    await waitFor(() => expect(inner(element).textContent).toBe(localEvm.name))
    await kit.ready()
  })
})
