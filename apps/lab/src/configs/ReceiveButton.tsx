import { useAppKit, useAppKitAccount } from '@portico/react'

/**
 * Opens WalletReceive for the connected account, as an app would with `open({ view: 'WalletReceive' })`; the e2e
 * specs use it on every chain's configuration.
 */
export function ReceiveButton() {
  const { open } = useAppKit()
  const account = useAppKitAccount()
  return (
    <button
      type="button"
      disabled={account.status !== 'connected'}
      onClick={() => void open({ view: 'WalletReceive' })}
    >
      Receive
    </button>
  )
}
