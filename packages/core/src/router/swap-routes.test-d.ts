import { describe, expectTypeOf, it } from 'vitest'
import type { OpenRequest } from '../modal/open-rules'
import type { RouteData, RouteDataArgs, SwapArguments, SwapSelectTokenData } from './route-data'
import { createRouter, createRouterState, routeDataOf } from './router'
import type { AvailableView } from './views'

const router = createRouter(createRouterState())

describe('the swap views', () => {
  it('are views this version shows', () => {
    expectTypeOf<'Swap' | 'SwapSelectToken' | 'SwapPreview'>().toExtend<AvailableView>()
  })

  it('Swap takes the optional swap arguments; SwapSelectToken an optional side; SwapPreview nothing', () => {
    expectTypeOf<RouteData['Swap']>().toEqualTypeOf<SwapArguments | undefined>()
    expectTypeOf<RouteDataArgs<'SwapSelectToken'>>().toEqualTypeOf<[data?: SwapSelectTokenData | undefined]>()
    expectTypeOf<RouteDataArgs<'SwapPreview'>>().toEqualTypeOf<[]>()
    expectTypeOf<SwapSelectTokenData['side']>().toEqualTypeOf<'from' | 'to'>()
    expectTypeOf<OpenRequest<'SwapSelectToken'>['data']>().toEqualTypeOf<RouteData['SwapSelectToken']>()
    expectTypeOf(routeDataOf(createRouterState(), 'SwapSelectToken')).toEqualTypeOf<SwapSelectTokenData | undefined>()
  })

  it('rejects data a swap view does not take', () => {
    router.push('Swap', { amount: '1', fromToken: 'ETH', toToken: 'PUSD' })
    router.push('SwapSelectToken', { side: 'from' })
    router.push('SwapSelectToken')
    router.push('SwapPreview')
    // @ts-expect-error: the side is 'from' or 'to'
    router.push('SwapSelectToken', { side: 'both' })
    // @ts-expect-error: amounts are decimal strings
    router.push('Swap', { amount: 1 })
    // @ts-expect-error: SwapPreview takes no data
    router.push('SwapPreview', { amount: '1' })
  })
})
