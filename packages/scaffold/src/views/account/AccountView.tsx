import { AddressChip, Avatar, Button, NetworkBadge, Skeleton, useMessages } from '@portico/ui'
import { useEffect, useRef, useState } from 'react'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'

/** §2 Account: avatar, address with copy, network, native balance, disconnect. */
export default function AccountView() {
  const { core, s } = useModal()
  const { t, format } = useMessages()
  const snap = useCoreSnapshot()
  const ref = useRef<HTMLDivElement>(null)
  const [disconnecting, setDisconnecting] = useState(false)
  const namespace = snap.chain.activeChain
  const record = namespace ? snap.chain.chains[namespace] : undefined
  const account = record?.accountState
  const address = account?.address
  const network = record?.networkState.caipNetwork
  const networkId = network?.caipNetworkId

  useEffect(() => {
    // Refetched when the network changes: the balance is per network.
    if (namespace && address && networkId) void core.fetchBalance(namespace)
  }, [core, namespace, address, networkId])

  useEffect(() => {
    // Account without an account (disconnected elsewhere, or opened explicitly): Connect is the honest view.
    if (!address) core.router.replace('Connect')
  }, [core, address])

  if (!namespace || !account || !address) return null
  const balance = account.balance === undefined ? undefined : Number(account.balance)
  const unsupported = core.shouldShowUnsupportedChain(namespace)

  const disconnect = async () => {
    setDisconnecting(true)
    try {
      await core.disconnect({ namespace })
    } catch {
      core.snackbar.showError(t('message.failedToDisconnect'))
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <div ref={ref} className="portico-stack" data-testid="portico-account">
      <div className="portico-account">
        <Avatar address={address} src={account.profileImage ?? undefined} />
        <AddressChip address={address} name={account.profileName ?? undefined} />
        {/* ui's badge-as-button names itself "Network: …" while showing the image initial too, which axe flags
            (label-content-name-mismatch): show the badge, and switching as its own labelled button. */}
        <NetworkBadge name={network?.name} unsupported={unsupported} />
        <div aria-live="polite" aria-busy={balance === undefined || undefined}>
          <p className="portico-muted">{s('account.balance')}</p>
          {balance === undefined || Number.isNaN(balance) ? (
            <>
              <span className="portico-visually-hidden">{s('account.balanceLoading')}</span>
              <Skeleton width={120} height={24} />
            </>
          ) : (
            <p className="portico-balance" data-testid="portico-balance">
              {format.number(balance)} {account.balanceSymbol}
            </p>
          )}
        </div>
        {account.connectedWalletInfo?.name && (
          <p className="portico-muted">{s('account.connectedWith', { name: account.connectedWalletInfo.name })}</p>
        )}
      </div>
      <Button variant="secondary" fullWidth onClick={() => core.router.push('SwitchNetwork')}>
        {t('network.switch')}
      </Button>
      <Button variant="secondary" fullWidth loading={disconnecting} onClick={disconnect}>
        {s('account.disconnect')}
      </Button>
    </div>
  )
}
