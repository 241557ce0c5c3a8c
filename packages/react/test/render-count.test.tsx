// Each hook re-renders only when what it reads changes: an analytics event, a toast, another namespace's account or
// a balance update leave a component using useAppKitAccount alone, and an unchanged answer is the same object.
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import {
  type AppKit,
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
import { createTwoWalletKit, EVM, SOL } from './support/two-wallet-kit'

let kit: AppKit | undefined

afterEach(() => {
  cleanup()
  kit?.destroy()
  setCurrentAppKit(undefined)
})

const HOOKS = {
  account: () => useAppKitAccount(),
  evmAccount: () => useAppKitAccount({ namespace: 'eip155' }),
  network: () => useAppKitNetwork(),
  provider: () => useAppKitProvider('eip155'),
  state: () => useAppKitState(),
  events: () => useAppKitEvents(),
  theme: () => useAppKitTheme(),
  walletInfo: () => useWalletInfo('eip155'),
  connections: () => useAppKitConnections('eip155'),
  disconnect: () => useDisconnect(),
  appKit: () => useAppKit(),
  balance: () => useAppKitBalance(),
}
type HookName = keyof typeof HOOKS

/** Per hook: how many times its component rendered, and every object the hook returned. */
const seen = new Map<HookName, unknown[]>()

function Counter({ name }: { name: HookName }) {
  const result = HOOKS[name]()
  seen.set(name, [...(seen.get(name) ?? []), result])
  return null
}

function Probe() {
  return (
    <>
      {(Object.keys(HOOKS) as HookName[]).map((name) => (
        <Counter key={name} name={name} />
      ))}
    </>
  )
}

const renders = () =>
  Object.fromEntries([...seen].map(([name, results]) => [name, results.length])) as Record<HookName, number>
const last = (name: HookName) => seen.get(name)?.at(-1)

async function renderConnected(): Promise<AppKit> {
  seen.clear()
  // The modal is not needed here: nothing is mounted on idle.
  const appKit = createTwoWalletKit({ disableAppend: true })
  kit = appKit
  await appKit.ready()
  await act(async () => {
    await appKit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' })
  })
  render(<Probe />)
  expect(last('evmAccount')).toMatchObject({ address: EVM, status: 'connected' })
  return appKit
}

describe('hooks re-render only for what they read', () => {
  it('an analytics event and a toast re-render useAppKitEvents and nothing else', async () => {
    const appKit = await renderConnected()
    const before = renders()
    const account = last('account')

    await act(async () => {
      appKit.core.events.send('SWITCH_NETWORK', { network: 'eip155:31337' })
    })
    await act(async () => {
      appKit.core.snackbar.showSuccess('Copied')
    })

    expect(renders()).toEqual({ ...before, events: before.events + 1 })
    expect(last('account')).toBe(account)
    expect(last('events')).toMatchObject({ data: { event: 'SWITCH_NETWORK' } })
  })

  it("a balance update and another namespace's connection leave the EVM account hooks alone", async () => {
    const appKit = await renderConnected()
    const before = renders()
    const evmAccount = last('evmAccount')

    await act(async () => {
      const evm = appKit.core.state.chain.chains.eip155
      if (evm) evm.accountState.balance = '12.5'
    })
    expect(renders()).toEqual(before)

    await act(async () => {
      await appKit.core.connect({ namespace: 'solana', connectorId: 'memory-sol' })
    })
    const after = renders()
    for (const name of [
      'evmAccount',
      'provider',
      'walletInfo',
      'connections',
      'disconnect',
      'appKit',
      'balance',
    ] as const) {
      expect(after[name], name).toBe(before[name])
    }
    expect(last('evmAccount')).toBe(evmAccount)
    // What does read the active namespace follows it.
    expect(after.account).toBeGreaterThan(before.account)
    expect(last('account')).toMatchObject({ address: SOL })
  })

  it('a change of what a hook reads still re-renders it', async () => {
    const appKit = await renderConnected()
    const before = renders()
    await act(async () => {
      await appKit.core.disconnect({ namespace: 'eip155' })
    })
    expect(renders().evmAccount).toBeGreaterThan(before.evmAccount)
    expect(last('evmAccount')).toMatchObject({ address: undefined, status: 'disconnected' })
  })
})
