// One chunk for all of SIWX that an app without it never needs: the flow that follows the active account (with the
// sign-in view's buttons), fetched at start-up by an app with SIWX, and the legacy `siweConfig` mapping (at its
// first call). One chunk costs core's bundle less than two.
export { createSiwxFlow } from './flow'
export { legacySiwx } from './legacy-siwe-map'
