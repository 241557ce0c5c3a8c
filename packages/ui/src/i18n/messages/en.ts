// English is the reference catalogue: its keys define MessageKey, and every other locale must provide all of them.
// Placeholders are written {name} and filled by `t(key, { name })`.
export const en = {
  'common.close': 'Close',
  'common.back': 'Back',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
  'common.copyFailed': 'Could not copy',
  'common.loading': 'Loading',
  'common.retry': 'Try again',
  'common.cancel': 'Cancel',
  'common.dismiss': 'Dismiss',
  'common.clear': 'Clear',
  'common.notAvailableYet': 'This feature is not available yet.',

  'modal.label': 'Connect a wallet',

  'wallet.badge.recent': 'Recent',
  'wallet.badge.installed': 'Installed',
  'wallet.badge.qr': 'QR code',
  'wallet.badge.certified': 'Certified',
  'wallet.search.label': 'Search wallets',
  'wallet.search.placeholder': 'Search wallet',
  'wallet.allWallets': 'All wallets',
  'wallet.imageAlt': '{name} logo',

  'address.copy': 'Copy address',
  'address.copied': 'Address copied',
  'address.label': 'Address {address}',

  'network.label': 'Network: {name}',
  'network.unsupported': 'Unsupported network',
  'network.unknown': 'Unknown Network',
  'network.switch': 'Switch network',

  'avatar.label': 'Avatar for {address}',
  'qr.label': 'QR code',
  'qr.labelFor': 'QR code for {name}',

  'tabs.tokens': 'Tokens',
  'tabs.nfts': 'NFTs',
  'tabs.activity': 'Activity',

  'time.justNow': 'just now',

  // §8 alerts: the title is exactly the catalogue's wording; the text explains what to do.
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'Project ID Not Configured',
  'alert.PROJECT_ID_NOT_CONFIGURED.text': 'Set a project ID in the configuration to use this app.',
  'alert.INVALID_PROJECT_ID.title': 'Invalid Project ID',
  'alert.INVALID_PROJECT_ID.text': 'The configured project ID is not valid. Check it in your project configuration.',
  'alert.INVALID_APP_CONFIGURATION.title': 'Invalid App Configuration',
  'alert.INVALID_APP_CONFIGURATION.text': 'This origin is not allowed for the project. Add it to the allowed origins.',
  'alert.UNVERIFIED_DOMAIN.title': 'Invalid App Configuration',
  'alert.UNVERIFIED_DOMAIN.text': 'The domain of this app is not verified for the project.',
  'alert.RATE_LIMITED_APP_CONFIGURATION.title': 'Rate Limited',
  'alert.RATE_LIMITED_APP_CONFIGURATION.text': 'Too many requests for the app configuration. Try again later.',
  'alert.SERVER_ERROR_APP_CONFIGURATION.title': 'Server Error',
  'alert.SERVER_ERROR_APP_CONFIGURATION.text': 'Failed to get app configuration: {message}',
  'alert.IFRAME_LOAD_FAILED.title': 'Network Error',
  'alert.IFRAME_LOAD_FAILED.text': 'The embedded wallet could not be loaded. Check your connection and try again.',
  'alert.IFRAME_REQUEST_TIMEOUT.title': 'Embedded Wallet Request Timed Out',
  'alert.IFRAME_REQUEST_TIMEOUT.text': 'The embedded wallet did not answer in time. Try again.',
  'alert.SESSION_EXPIRED.title': 'Session Expired',
  'alert.SESSION_EXPIRED.text': 'The session is not valid. Check the time settings of your device.',
  'alert.SWITCH_NETWORK_NOT_FOUND.title': 'Network Not Found',
  'alert.SWITCH_NETWORK_NOT_FOUND.text': 'The network must be in the networks array of the configuration.',
  'alert.MULTI_WALLET_NOT_ENABLED.title': 'Multi-Wallet Not Enabled',
  'alert.MULTI_WALLET_NOT_ENABLED.text':
    'Enable multi-wallet in your project configuration to connect several wallets.',
  'alert.LOCAL_CONFIGURATION_IGNORED.title': 'Local configuration ignored',
  'alert.LOCAL_CONFIGURATION_IGNORED.text':
    'The remote project configuration is used, so local feature settings are ignored.',

  // §8 user messages, English exactly as the catalogue gives them.
  'message.tokenBalanceUnavailable': 'Token Balance Unavailable',
  'message.failedToFetchTransactions': 'Failed to fetch transactions',
  'message.networkNotSupportedForSwaps': 'Network not supported for Swaps',
  'message.networkNotSupportedForGasPrice': 'Network not supported for Gas Price',
  'message.unableToLoadEmailLogin': 'Unable to load email login dependency',
  'message.requestAborted': 'Request was aborted',
  'message.somethingWentWrong': 'Something went wrong',
  'message.anErrorOccurred': 'An error occurred',
  'message.frameNotSet': 'W3mFrame iframe is not set',
  'message.authInitFailed': 'A problem occurred while trying initialize authentication',
  'message.signatureDeclined': 'Signature declined',
  'message.smartAccountsUnsupported': 'This application might not support Smart Accounts',
  'message.emailThrottled': 'Please try again after {seconds} seconds',
  'message.modalClosed': 'Modal closed',
  'message.connectionRejected': 'Connection rejected',
  'message.failedToConnect': 'Failed to connect',
  'message.popupClosed': 'Popup closed',
  'message.socialConnectionFailed': 'Failed to initiate social connection',
  'message.farcasterConnectionFailed': 'Failed to connect to farcaster',
  'message.networkNotFound': 'Network not found',
  'message.failedToDisconnect': 'Failed to disconnect',
  'message.errorResolvingName': 'Error resolving name',
  'message.errorFetchingNameSuggestions': 'Error fetching name suggestions',
  'message.errorFetchingNames': 'Error fetching names for address',
  'message.errorRegisteringName': 'Error registering name',
  'message.chainNotSupported': 'Chain is not supported',
} as const

export type MessageKey = keyof typeof en
/** A complete catalogue: the type checker rejects a locale that misses a key. */
export type Messages = Record<MessageKey, string>
