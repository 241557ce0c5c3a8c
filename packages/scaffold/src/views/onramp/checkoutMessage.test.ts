import { describe, expect, it } from 'vitest'
import { CHECKOUT_MESSAGE_TYPE, checkoutMessageOf } from './checkoutMessage'

const popup = {} as Window
const expected = { origin: 'http://127.0.0.1:4999', popup }
const event = (data: unknown, origin = expected.origin, source: unknown = popup) =>
  ({ origin, source, data }) as MessageEvent

describe('checkout messages', () => {
  it('reads a completed purchase from the exact origin and the window that was opened', () => {
    expect(
      checkoutMessageOf(
        event({
          type: CHECKOUT_MESSAGE_TYPE,
          status: 'completed',
          purchaseAmount: '0.01',
          currency: 'ETH',
          txHash: '0x1',
        }),
        expected,
      ),
    ).toEqual({ status: 'completed', purchaseAmount: '0.01', currency: 'ETH', txHash: '0x1' })
  })

  it('ignores another origin, another window, another protocol and malformed fields', () => {
    const good = { type: CHECKOUT_MESSAGE_TYPE, status: 'completed' }
    expect(checkoutMessageOf(event(good, 'http://127.0.0.1:4998'), expected)).toBeUndefined()
    expect(checkoutMessageOf(event(good, 'http://127.0.0.1:49990'), expected)).toBeUndefined()
    expect(checkoutMessageOf(event(good, expected.origin, {} as Window), expected)).toBeUndefined()
    expect(checkoutMessageOf(event({ ...good, type: 'other' }), expected)).toBeUndefined()
    expect(checkoutMessageOf(event({ ...good, status: 'done' }), expected)).toBeUndefined()
    expect(checkoutMessageOf(event({ ...good, purchaseAmount: 1 }), expected)).toBeUndefined()
    expect(checkoutMessageOf(event('completed'), expected)).toBeUndefined()
    expect(checkoutMessageOf(event(null), expected)).toBeUndefined()
  })
})
