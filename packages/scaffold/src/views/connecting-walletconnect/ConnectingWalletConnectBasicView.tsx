import { WalletConnectPairing } from './WalletConnectPairing'

/** §2 ConnectingWalletConnectBasic (opening rule 2: no adapters, or manual WalletConnect control): QR and copy only. */
export default function ConnectingWalletConnectBasicView() {
  return <WalletConnectPairing basic />
}
