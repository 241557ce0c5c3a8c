import type { ChainNamespace } from '@portico/common'
import type { SwapArguments, View } from '@portico/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { useAppKit } from '../hooks/hooks'
import type { createAppKit, OpenOptions } from './createAppKit'

declare const kit: ReturnType<typeof createAppKit>
declare const hook: ReturnType<typeof useAppKit>

describe('open({ view, arguments }) takes the data core types for that view', () => {
  it('accepts a view with its arguments, or none when it takes none', () => {
    void kit.open()
    void kit.open({ view: 'Account' })
    void kit.open({ view: 'Networks' })
    void kit.open({ view: 'Swap', arguments: { amount: '1', fromToken: 'ETH' } })
    void kit.open({ view: 'SwitchActiveChain', arguments: { namespace: 'solana' } })
    void hook.open({ view: 'SwitchNetwork', arguments: { caipNetworkId: 'eip155:1' } })
    void hook.open({ namespace: 'solana' })
  })

  it('rejects arguments a view does not take, and a view opened without the arguments it needs', () => {
    // @ts-expect-error Account takes no arguments
    void kit.open({ view: 'Account', arguments: { x: 1 } })
    // @ts-expect-error SwitchActiveChain needs its namespace
    void hook.open({ view: 'SwitchActiveChain' })
    // @ts-expect-error not a view
    void kit.open({ view: 'Nowhere' })
    // @ts-expect-error Swap's amount is a decimal string
    void kit.open({ view: 'Swap', arguments: { amount: 1 } })
  })

  it('spells the arguments per view', () => {
    expectTypeOf<OpenOptions<'Swap'>['arguments']>().toEqualTypeOf<SwapArguments | undefined>()
    expectTypeOf<OpenOptions<'SwitchActiveChain'>['arguments']>().toEqualTypeOf<{ namespace: ChainNamespace }>()
    expectTypeOf<NonNullable<OpenOptions['view']>>().toEqualTypeOf<View>()
  })
})
