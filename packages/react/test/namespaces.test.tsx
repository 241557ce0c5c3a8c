// useAppKitAccount({ namespace }) with EVM and Solana connected at the same time: each namespace reads its own
// record, the unscoped hook follows the active namespace, and disconnecting one leaves the other as it was.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, useAppKitAccount } from '../src/index'
import { createTwoWalletKit, EVM, SOL } from './support/two-wallet-kit'

let kit: AppKit | undefined

afterEach(() => {
  cleanup()
  kit?.destroy()
  setCurrentAppKit(undefined)
})

function makeKit(): AppKit {
  kit = createTwoWalletKit()
  return kit
}

function Account({ id, namespace }: { id: string; namespace?: 'eip155' | 'solana' }) {
  const account = useAppKitAccount(namespace ? { namespace } : {})
  const all = account.allAccounts.map((a) => `${a.namespace}:${a.address}:${a.type}`).join(',')
  return (
    <output data-testid={id}>
      {`${account.status}|${account.address ?? '-'}|${account.caipAddress ?? '-'}|${account.isConnected}|${all}`}
    </output>
  )
}

function Probe() {
  return (
    <>
      <Account id="evm" namespace="eip155" />
      <Account id="sol" namespace="solana" />
      <Account id="active" />
    </>
  )
}

const text = (id: string) => screen.getByTestId(id).textContent

describe('useAppKitAccount({ namespace }) with two namespaces connected', () => {
  it('each namespace reads its own account; disconnecting EVM leaves Solana connected', async () => {
    const appKit = makeKit()
    await appKit.ready()
    render(<Probe />)
    expect(text('evm')).toBe('disconnected|-|-|false|')
    expect(text('sol')).toBe('disconnected|-|-|false|')

    await act(async () => {
      await appKit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' })
      await appKit.core.connect({ namespace: 'solana', connectorId: 'memory-sol' })
    })
    const evm = `connected|${EVM}|eip155:31337:${EVM}|true|eip155:${EVM}:smartAccount`
    const sol = `connected|${SOL}|solana:localnet:${SOL}|true|solana:${SOL}:eoa`
    await waitFor(() => expect(text('evm')).toBe(evm))
    expect(text('sol')).toBe(sol)
    // The namespace connected last is the active one; the unscoped hook reads it.
    expect(text('active')).toBe(sol)

    await act(async () => {
      await appKit.core.disconnect({ namespace: 'eip155' })
    })
    await waitFor(() => expect(text('evm')).toBe('disconnected|-|-|false|'))
    expect(text('sol')).toBe(sol)
    expect(appKit.core.state.chain.chains.solana?.accountState.status).toBe('connected')
  })
})
