export { CHECKOUT_MESSAGE_TYPE } from './checkout-html'
export {
  type CheckoutResult,
  type CheckoutServerOptions,
  type RunningCheckout,
  startCheckoutServer,
} from './checkout-server'
export { cardOutcome, TEST_CARD_APPROVED, TEST_CARD_DECLINED, TEST_CARD_INSUFFICIENT_FUNDS } from './test-cards'
export { ONRAMP_TREASURY, ONRAMP_TREASURY_KEY, Treasury } from './treasury'
