// One chunk for what SIWX fetches on demand: the legacy `siweConfig` mapping (at its first call) and the sign-in
// view's buttons (at the first press). An app with either has SIWX; one chunk costs core's bundle less than two.
export { legacySiwx } from './legacy-siwe-map'
export { cancel, signIn } from './sign-in'
