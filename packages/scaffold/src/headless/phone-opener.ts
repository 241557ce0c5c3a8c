/**
 * The opener of `useAppKitWallets`' `connect` (`openWalletOnPhone`), fetched when a catalogue wallet pairs: its link
 * code stays out of the modal shell.
 */
export const loadPhoneOpener = () => import('./open-on-phone')
