// Type tests, checked by `tsc` (the package's typecheck covers src/**): a wrong type fails the typecheck.

import { describe, expectTypeOf, it } from 'vitest'
import type { AppKitCore } from '../core/create-core'
import type { TokenBalance } from '../state/types'
import type {
  BitcoinSignTransactionResult,
  CapabilityParameters,
  CapabilityReturnType,
  EvmSendCallsResult,
  EvmTransactionResult,
  WalletAssets,
  WalletCapabilities,
} from './capabilities'
import type { ChainAdapter } from './contract'

declare const core: AppKitCore
const to = '0x0000000000000000000000000000000000000001'

describe('core.request is typed per namespace and capability', () => {
  it('answers with the capability’s own type', () => {
    expectTypeOf(
      core.request('eip155', 'sendTransaction', { to, value: 1n }),
    ).resolves.toEqualTypeOf<EvmTransactionResult>()
    expectTypeOf(core.request('eip155', 'estimateGas', { to })).resolves.toEqualTypeOf<string>()
    expectTypeOf(core.request('eip155', 'sendCalls', { calls: [{ to }] })).resolves.toEqualTypeOf<EvmSendCallsResult>()
    expectTypeOf(core.request('eip155', 'getCapabilities')).resolves.toEqualTypeOf<WalletCapabilities>()
    expectTypeOf(core.request('eip155', 'walletGetAssets', {})).resolves.toEqualTypeOf<WalletAssets>()
    expectTypeOf(core.request('solana', 'sendTransaction', { transaction: 'AQ==' })).resolves.toEqualTypeOf<string>()
    expectTypeOf(
      core.request('bip122', 'signTransaction', { psbt: 'cHNidP8=', signInputs: {} }),
    ).resolves.toEqualTypeOf<BitcoinSignTransactionResult>()
  })

  it('takes only the capability’s parameters', () => {
    // @ts-expect-error an EVM target is 0x-prefixed hex
    void core.request('eip155', 'sendTransaction', { to: 'alice' })
    // @ts-expect-error sendTransaction needs its parameters
    void core.request('eip155', 'sendTransaction')
    // @ts-expect-error writeContract names the function it calls
    void core.request('eip155', 'writeContract', { address: to, abi: [] })
    // @ts-expect-error Polkadot has no capabilities
    void core.request('polkadot', 'sendTransaction', { to: 'x', amount: '1' })
    // @ts-expect-error not a capability
    void core.request('eip155', 'signMessage', {})
  })

  it('a namespace chosen at run time takes and answers the union of the namespaces that have it', () => {
    expectTypeOf<CapabilityReturnType<'getTokenBalances'>>().toEqualTypeOf<TokenBalance[]>()
    expectTypeOf<CapabilityReturnType<'sendTransaction'>>().toEqualTypeOf<EvmTransactionResult | string>()
    expectTypeOf<CapabilityParameters<'writeContract', 'solana'>>().toEqualTypeOf<never>()
  })
})

describe('ChainAdapter declares the capabilities with the same types', () => {
  it('narrows to the adapter’s namespace', () => {
    type Send = NonNullable<ChainAdapter<'bip122'>['sendTransaction']>
    expectTypeOf<ReturnType<Send>>().resolves.toEqualTypeOf<string>()
    expectTypeOf<Parameters<Send>[0]>().toMatchTypeOf<{ namespace: 'bip122'; to: string }>()
  })
  it('an adapter of one namespace is an adapter', () => {
    expectTypeOf<ChainAdapter<'eip155'>>().toMatchTypeOf<ChainAdapter>()
  })
})
