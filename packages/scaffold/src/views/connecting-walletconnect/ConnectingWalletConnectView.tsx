import { WalletConnectPairing } from './WalletConnectPairing'

/** §2 ConnectingWalletConnect: the QR with the chosen wallet's logo and links (from All Wallets) or WalletConnect's. */
export default function ConnectingWalletConnectView() {
  return <WalletConnectPairing basic={false} />
}
