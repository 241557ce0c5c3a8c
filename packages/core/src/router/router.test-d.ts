import type { CaipNetworkId, ChainNamespace } from '@portico/common'
import { describe, expectTypeOf, it } from 'vitest'
import type { OpenRequest } from '../modal/open-rules'
import type { ConnectTarget, PairingWallet, RouteData, RouteDataArgs } from './route-data'
import { createRouter, createRouterState, type RouterState, routeDataOf } from './router'
import type { AvailableView, ShownView, View } from './views'

const router = createRouter(createRouterState())

describe('push, replace and reset take exactly the data of their view', () => {
  it('accepts a view with its data, or without data when it takes none or optional data', () => {
    router.push('SwitchNetwork', { caipNetworkId: 'eip155:1' })
    router.push('SwitchNetwork')
    router.push('Networks', { caipNetworkId: 'solana:x' })
    router.push('Account')
    router.replace('RegisterAccountNameSuccess', { name: 'alice.portico' })
    router.reset('SwitchActiveChain', { namespace: 'solana' })
    router.push('ConnectingExternal', { namespace: 'eip155', connectorId: 'mm', name: 'MetaMask' })
    router.push('ConnectingWalletConnect', { wallet: { id: 'w', name: 'W' } })
  })

  it('rejects data for a view that takes none, missing required data and wrong data', () => {
    // @ts-expect-error Account takes no data
    router.push('Account', { x: 1 })
    // @ts-expect-error SwitchActiveChain needs its namespace
    router.reset('SwitchActiveChain')
    // @ts-expect-error ConnectingExternal needs its target
    router.push('ConnectingExternal')
    // @ts-expect-error a network id is `namespace:reference`
    router.push('SwitchNetwork', { caipNetworkId: 'one' })
    // @ts-expect-error a name is a string
    router.replace('RegisterAccountNameSuccess', { name: 1 })
    // @ts-expect-error not a view
    router.push('Nowhere')
  })

  it('spells the data arguments per view', () => {
    expectTypeOf<RouteDataArgs<'Account'>>().toEqualTypeOf<[]>()
    expectTypeOf<RouteDataArgs<'SwitchActiveChain'>>().toEqualTypeOf<[data: { namespace: ChainNamespace }]>()
    expectTypeOf<RouteDataArgs<'SwitchNetwork'>>().toEqualTypeOf<
      [data?: { caipNetworkId: CaipNetworkId } | undefined]
    >()
    expectTypeOf<RouteData['Networks']>().toEqualTypeOf<RouteData['SwitchNetwork']>()
    expectTypeOf<RouteData['ConnectingExternal']>().toEqualTypeOf<ConnectTarget>()
    expectTypeOf<RouteData['ConnectingWalletConnect']>().toEqualTypeOf<{ wallet: PairingWallet } | undefined>()
  })
})

describe('the router state is a union by view', () => {
  it('narrows the data by the view', () => {
    const state = createRouterState()
    if (state.view === 'SwitchActiveChain') expectTypeOf(state.data).toEqualTypeOf<{ namespace: ChainNamespace }>()
    if (state.view === 'Account') expectTypeOf(state.data).toEqualTypeOf<undefined>()
    if (state.view === 'RegisterAccountNameSuccess')
      expectTypeOf(state.data).toEqualTypeOf<{ name: string } | undefined>()
    expectTypeOf<RouterState['view']>().toEqualTypeOf<ShownView>()
  })

  it('routeDataOf gives the data of the view asked for', () => {
    const state = createRouterState()
    expectTypeOf(routeDataOf(state, 'ConnectingExternal')).toEqualTypeOf<ConnectTarget | undefined>()
    expectTypeOf(routeDataOf(state, 'SwitchNetwork')).toEqualTypeOf<{ caipNetworkId: CaipNetworkId } | undefined>()
  })
})

describe('view names', () => {
  it('an alias is a view but never shown; unavailable views are views but not available', () => {
    expectTypeOf<'Networks'>().toExtend<View>()
    expectTypeOf<'Networks'>().not.toExtend<ShownView>()
    expectTypeOf<'WhatIsANetwork'>().toExtend<ShownView>()
    expectTypeOf<'WhatIsANetwork'>().not.toExtend<AvailableView>()
    expectTypeOf<'ConnectingExternal' | 'WhatIsAWallet'>().toExtend<AvailableView>()
  })

  it('an open request carries the data of its view', () => {
    expectTypeOf<OpenRequest<'Swap'>['data']>().toEqualTypeOf<RouteData['Swap']>()
  })
})
