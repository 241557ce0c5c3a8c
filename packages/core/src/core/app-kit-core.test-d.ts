// Type tests, checked by `tsc` (the package's typecheck covers src/**).
import type { CaipAddress, CaipNetwork } from '@portico/common'
import { describe, expectTypeOf, it } from 'vitest'
import type { AppKitCore } from './app-kit-core'
import { createAppKitCore } from './create-core'

describe('AppKitCore is the declared interface, not whatever createAppKitCore happens to return', () => {
  it('createAppKitCore returns it', () => {
    expectTypeOf(createAppKitCore).returns.toEqualTypeOf<AppKitCore>()
  })
  it('keeps lifecycle internals out', () => {
    expectTypeOf<AppKitCore['modal']>().not.toHaveProperty('dispose')
    expectTypeOf<AppKitCore['events']>().not.toHaveProperty('dispose')
    expectTypeOf<AppKitCore>().not.toHaveProperty('afterConnect')
  })
  it('derived active values are read-only and typed', () => {
    expectTypeOf<AppKitCore['state']['chain']['activeCaipAddress']>().toEqualTypeOf<CaipAddress | undefined>()
    expectTypeOf<AppKitCore['state']['chain']['activeCaipNetwork']>().toEqualTypeOf<CaipNetwork | undefined>()
    const chain = {} as AppKitCore['state']['chain']
    // @ts-expect-error derived from the active namespace's record, never assigned
    chain.activeCaipAddress = undefined
  })
  it('snapshots carry the same fields', () => {
    expectTypeOf<ReturnType<AppKitCore['getSnapshot']>['chain']['activeCaipAddress']>().toEqualTypeOf<
      CaipAddress | undefined
    >()
  })
})
