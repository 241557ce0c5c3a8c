import { describe, expectTypeOf, it } from 'vitest'
import type { AppKit as ReactAppKit, CreateAppKitOptions as ReactOptions } from '../src/index'
import { type AppKit, type AppKitAccountState, type CreateAppKitOptions, createAppKit } from '../src/vanilla'

describe('@portico/react/vanilla types', () => {
  it('createAppKit takes the same options and returns the same kit as the React entry', () => {
    expectTypeOf<CreateAppKitOptions>().toEqualTypeOf<ReactOptions>()
    expectTypeOf(createAppKit).returns.toEqualTypeOf<ReactAppKit>()
    expectTypeOf<AppKit['subscribeAccount']>().parameter(0).parameter(0).toEqualTypeOf<AppKitAccountState>()
  })
})
