// Strings of the scaffold's views and of the React buttons that the ui catalogue does not have yet. Same shape as
// ui's catalogue (English defines the keys, every locale must have them all); to be merged into ui's catalogue.
export const en = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.account': 'Account {address}',
  'button.network': 'Network',

  'view.Connect.title': 'Connect Wallet',
  'view.Account.title': 'Account',
  'view.AllWallets.title': 'All Wallets',
  'view.ConnectingExternal.title': 'Connecting',
  'view.ConnectingWalletConnect.title': 'WalletConnect',
  'view.ConnectingWalletConnectBasic.title': 'WalletConnect',
  'view.ConnectingFarcaster.title': 'Farcaster',
  'view.EmailLogin.title': 'Email',
  'view.SwitchNetwork.title': 'Networks',
  'view.SwitchActiveChain.title': 'Switch Chain',
  'view.UnsupportedChain.title': 'Unsupported Network',
  'view.ApproveTransaction.title': 'Approve Transaction',
  'view.SIWXSignMessage.title': 'Sign In',
  'view.Swap.title': 'Swap',
  'view.ProfileWallets.title': 'Wallets',
  'view.UpdateEmailWallet.title': 'Update Email',
  'view.RegisterAccountName.title': 'Choose a Name',
  'view.RegisterAccountNameSuccess.title': 'Name Registered',

  'connect.wallets': 'Wallets',
  'connect.email': 'Continue with email',
  'connect.social': 'Continue with a social account',
  'connect.noWallets': 'No wallet was found in this browser.',
  'connect.loadingWallets': 'Looking for wallets',

  'connecting.waitingTitle': 'Continue in {name}',
  'connecting.waitingText': 'Accept the connection request in your wallet.',
  'connecting.rejectedText': 'The wallet declined the request. You can try again.',
  'connecting.errorText': 'The wallet could not connect. You can try again.',

  'account.balance': 'Balance',
  'account.balanceLoading': 'Loading balance',
  'account.disconnect': 'Disconnect',
  'account.connectedWith': 'Connected with {name}',

  'networks.namespace.eip155': 'EVM',
  'networks.namespace.solana': 'Solana',
  'networks.namespace.bip122': 'Bitcoin',
  'networks.namespace.polkadot': 'Polkadot',
  'networks.namespace.cosmos': 'Cosmos',
  'networks.current': 'Current network',
  'networks.rejected': 'The wallet declined the network switch.',
  'networks.approveTitle': 'Approve in wallet',
  'networks.approveText': 'Accept the switch to {name} in your wallet.',

  'allWallets.list': 'Wallet catalogue',
  'allWallets.loading': 'Loading wallets',
  'allWallets.loadingMore': 'Loading more wallets',
  'allWallets.empty': 'No wallet matches your search.',
  'allWallets.error': 'The wallet list could not be loaded.',
  'allWallets.moreFailed': 'More wallets could not be loaded. Try again',
  'allWallets.certifiedOnly': 'Certified only',
  'allWallets.walletConnectOnly': '{name} is not available yet.',
} as const

export type ScaffoldMessageKey = keyof typeof en
export type ScaffoldMessages = Record<ScaffoldMessageKey, string>
