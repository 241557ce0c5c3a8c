// '@portico/scaffold/headless': what `useAppKitWallets` fetches when it needs it, apart from the modal shell, which
// an app that never pairs a catalogue wallet on a phone does not pay for.
export { openWalletOnPhone, type PairingSource } from './open-on-phone'
