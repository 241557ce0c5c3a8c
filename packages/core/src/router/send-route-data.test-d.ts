import { describe, expectTypeOf, it } from 'vitest'
import type { OpenRequest } from '../modal/open-rules'
import type { RouteData, RouteDataArgs, SendArguments, SendRecipient } from './route-data'
import { createRouter, createRouterState, routeDataOf } from './router'
import type { AvailableView } from './views'

const router = createRouter(createRouterState())

describe('the send views and their data', () => {
  it('are views this version shows', () => {
    expectTypeOf<'WalletSend' | 'WalletSendSelectToken' | 'WalletSendPreview'>().toExtend<AvailableView>()
  })

  it('WalletSend takes optional prefill; the token picker none; the preview its resolved recipient', () => {
    expectTypeOf<RouteData['WalletSend']>().toEqualTypeOf<SendArguments | undefined>()
    expectTypeOf<SendArguments>().toEqualTypeOf<{ tokenAddress?: string; amount?: string; receiver?: string }>()
    expectTypeOf<RouteDataArgs<'WalletSendSelectToken'>>().toEqualTypeOf<[]>()
    expectTypeOf<RouteDataArgs<'WalletSendPreview'>>().toEqualTypeOf<[data: SendRecipient]>()
    expectTypeOf<SendRecipient>().toEqualTypeOf<{ address: string; name?: string }>()
    expectTypeOf<OpenRequest<'WalletSend'>['data']>().toEqualTypeOf<SendArguments | undefined>()
  })

  it('push checks the data', () => {
    router.push('WalletSend')
    router.push('WalletSend', { amount: '1', receiver: 'alice.eth' })
    router.push('WalletSendSelectToken')
    router.push('WalletSendPreview', { address: '0x0', name: 'alice.eth' })
    // @ts-expect-error the preview needs the recipient
    router.push('WalletSendPreview')
    // @ts-expect-error the token picker takes no data
    router.push('WalletSendSelectToken', { token: 'x' })
    // @ts-expect-error an amount is a decimal string
    router.push('WalletSend', { amount: 1 })
    expectTypeOf(routeDataOf(createRouterState(), 'WalletSendPreview')).toEqualTypeOf<SendRecipient | undefined>()
  })
})
