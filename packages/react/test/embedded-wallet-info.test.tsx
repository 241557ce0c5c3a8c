import { localEvm } from '@portico/common/networks'
import { AUTH_CONNECTOR_ID, type AuthConnectorProvider, type Connector, memoryStorage } from '@portico/core'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, createAppKit, useAppKitAccount, useWalletInfo } from '../src/index'
import { MEMORY_EVM_ADDRESS, memoryEvmAdapter } from './support/memory-evm'

// useAppKitAccount().embeddedWalletInfo and useWalletInfo() for an account of the embedded wallet: an auth connector
// whose connection is named after the provider the user signed in with (email, or a social one).
const EVM = MEMORY_EVM_ADDRESS
let kit: AppKit | undefined

afterEach(() => {
  cleanup()
  kit?.destroy()
  setCurrentAppKit(undefined)
})

function kitSignedInWith(signedIn: { provider: string; email: string | null; username: string | null }) {
  const evm = memoryEvmAdapter()
  const provider = { kind: 'portico-auth', user: () => signedIn } as unknown as AuthConnectorProvider
  const connector: Connector = { id: AUTH_CONNECTOR_ID, name: 'Email', type: 'auth', chain: 'eip155', provider }
  const sync = evm.syncConnectors.bind(evm)
  evm.syncConnectors = async (params) => [...(await sync(params)), connector]
  const connect = evm.connect.bind(evm)
  evm.connect = async (params) => ({
    ...(await connect(params)),
    connectorId: AUTH_CONNECTOR_ID,
    name: signedIn.provider,
  })
  kit = createAppKit({
    projectId: 'test',
    networks: [localEvm],
    adapters: [evm],
    storage: memoryStorage(),
    isMobile: () => false,
    warn: () => {},
  })
  return kit
}

function Probe() {
  const { embeddedWalletInfo } = useAppKitAccount()
  const { walletInfo } = useWalletInfo()
  return (
    <>
      <output data-testid="embedded">{JSON.stringify(embeddedWalletInfo ?? null)}</output>
      <output data-testid="wallet">{JSON.stringify(walletInfo ?? null)}</output>
    </>
  )
}

async function connected(signedIn: { provider: string; email: string | null; username: string | null }) {
  const kit = kitSignedInWith(signedIn)
  render(<Probe />)
  await act(async () => {
    await kit.ready()
    await kit.core.connect({ namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID })
  })
  const read = (id: string) => JSON.parse(screen.getByTestId(id).textContent ?? 'null')
  return { embedded: read('embedded'), wallet: read('wallet') }
}

describe('embedded wallet info in the hooks', () => {
  it('an email login: authProvider email, the user with its email, wallet info of type auth', async () => {
    const { embedded, wallet } = await connected({ provider: 'email', email: 'ada@example.com', username: null })
    expect(embedded).toMatchObject({
      authProvider: 'email',
      user: { email: 'ada@example.com', address: EVM },
    })
    expect(wallet).toEqual({ name: 'Email', type: 'auth' })
  })

  it('a social login: authProvider and wallet info name the provider; the user carries the social name', async () => {
    const { embedded, wallet } = await connected({
      provider: 'discord',
      email: 'alice@portico.test',
      username: 'alice0',
    })
    expect(embedded).toMatchObject({
      authProvider: 'discord',
      user: { email: 'alice@portico.test', userName: 'alice0', address: EVM },
    })
    expect(wallet).toEqual({ name: 'Email', type: 'auth', social: 'discord' })
  })
})
