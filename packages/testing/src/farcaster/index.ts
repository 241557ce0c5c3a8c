export { DEV_FARCASTER_RELAY_KEY, type RunningFarcasterRelay, startFarcasterRelay } from './relay-server'
export {
  approveFarcasterChannel,
  expireFarcasterChannel,
  type FarcasterIdentity,
  parseSignInUri,
  registerFarcasterId,
} from './test-client'
