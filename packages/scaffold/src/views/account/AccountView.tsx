import { AddressChip, Avatar, Button, NetworkBadge, Skeleton, TabPanel, Tabs, useMessages } from '@portico/ui'
import { useEffect, useId, useState } from 'react'
import { hasService } from '../../api/serviceOptions'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { AccountSwitcher } from './AccountSwitcher'
import { ActivityTab } from './ActivityTab'
import { EmbeddedAccount } from './EmbeddedAccount'
import { NftsTab } from './NftsTab'
import { TokensTab } from './TokensTab'
import { useIdentity } from './useIdentity'
import { WalletFeatures } from './WalletFeatures'

type AccountTab = 'tokens' | 'nfts' | 'activity'
const TAB_ORDER: AccountTab[] = ['tokens', 'nfts', 'activity']

/** A block explorer's page of an address, when the network names an explorer. */
function explorerUrl(base: string | undefined, address: string): string | undefined {
  if (!base) return undefined
  return `${base.replace(/\/+$/, '')}/address/${address}`
}

/**
 * §2 Account: avatar and name from the identity call (tinted fallback), address with copy, network, native balance
 * (0.00 on testnets, §9), explorer link, accounts of the connection, wallets, name registration, disconnect, and the
 * Tokens / NFTs / Activity tabs.
 */
export default function AccountView() {
  const { core } = useModal()
  const { t, format } = useMessages()
  const snap = useCoreSnapshot()
  const tabsId = useId()
  const [disconnecting, setDisconnecting] = useState(false)
  const namespace = snap.chain.activeChain
  const record = namespace ? snap.chain.chains[namespace] : undefined
  const account = record?.accountState
  const address = account?.address
  const network = record?.networkState.caipNetwork
  const networkId = network?.caipNetworkId
  const identity = useIdentity(namespace ?? 'eip155', address ?? '')
  // The history comes from the service: without one configured the tab is not offered.
  const activityOn = snap.features.activity && namespace === 'eip155' && hasService(core)
  const tabs = TAB_ORDER.filter((tab) => tab !== 'activity' || activityOn)
  const stored = TAB_ORDER[account?.currentTab ?? 0] ?? 'tokens'
  const tab: AccountTab = tabs.includes(stored) ? stored : 'tokens'

  useEffect(() => {
    // Refetched when the network changes: the balance is per network.
    if (namespace && address && networkId) void core.fetchBalance(namespace)
  }, [core, namespace, address, networkId])

  useEffect(() => {
    // Account without an account (disconnected elsewhere, or opened explicitly): Connect is the honest view.
    if (!address) core.router.replace('Connect')
  }, [core, address])

  if (!namespace || !account || !address || !record) return null
  const ready = identity.supported && identity.status === 'ready' ? identity.data : undefined
  const name = ready?.name ?? undefined
  // §9: balances are not shown on testnets; 0.00 in the network's symbol instead.
  const balance = network?.testnet ? 0 : account.balance === undefined ? undefined : Number(account.balance)
  const symbol = network?.testnet ? network.nativeCurrency.symbol : account.balanceSymbol
  const unsupported = core.shouldShowUnsupportedChain(namespace)
  const explorer = explorerUrl(network?.blockExplorers?.default.url, address)
  const current = record.connections.find((c) => c.connectorId === record.currentConnectorId)

  const selectTab = (next: AccountTab) => {
    // §3: the current tab is part of the namespace's account state.
    const live = core.state.chain.chains[namespace]
    if (live) live.accountState.currentTab = TAB_ORDER.indexOf(next)
  }

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

  const tabLabels: Record<AccountTab, string> = {
    tokens: t('tabs.tokens'),
    nfts: t('tabs.nfts'),
    activity: t('tabs.activity'),
  }

  return (
    <div className="portico-stack" data-testid="portico-account">
      <div className="portico-account">
        {identity.supported && identity.status === 'loading' ? (
          <>
            <span className="portico-visually-hidden">{t('account.identityLoading')}</span>
            <Skeleton width={64} height={64} />
          </>
        ) : (
          <Avatar address={address} src={ready?.avatar ?? undefined} />
        )}
        {name && (
          <p className="portico-account-name" data-testid="portico-account-name">
            {name}
          </p>
        )}
        <AddressChip address={address} />
        {identity.status === 'error' && <p className="portico-muted">{t('message.errorFetchingNames')}</p>}
        <NetworkBadge name={network?.name} unsupported={unsupported} />
        <div aria-live="polite" aria-busy={balance === undefined || undefined}>
          <p className="portico-muted">{t('account.balance')}</p>
          {balance === undefined || Number.isNaN(balance) ? (
            <>
              <span className="portico-visually-hidden">{t('account.balanceLoading')}</span>
              <Skeleton width={120} height={24} />
            </>
          ) : (
            <p className="portico-balance" data-testid="portico-balance">
              {format.number(balance)} {symbol}
            </p>
          )}
        </div>
        {account.connectedWalletInfo?.name && (
          <p className="portico-muted">{t('account.connectedWith', { name: account.connectedWalletInfo.name })}</p>
        )}
        {explorer && (
          <a className="portico-link" href={explorer} target="_blank" rel="noopener noreferrer">
            {t('account.explorer', { name: network?.blockExplorers?.default.name ?? '' })}
          </a>
        )}
      </div>
      {current && current.accounts.length > 1 && (
        <AccountSwitcher
          accounts={current.accounts}
          selected={address}
          onSelect={(next) => core.switchAccount({ namespace, address: next })}
        />
      )}
      {account.connectedWalletInfo?.type === 'auth' && <EmbeddedAccount namespace={namespace} />}
      <WalletFeatures namespace={namespace} {...(networkId ? { caipNetworkId: networkId } : {})} />
      <Button variant="secondary" fullWidth onClick={() => core.router.push('SwitchNetwork')}>
        {t('network.switch')}
      </Button>
      <Button variant="secondary" fullWidth onClick={() => core.router.push('ProfileWallets')}>
        {t('account.wallets')}
      </Button>
      <Button variant="secondary" fullWidth loading={disconnecting} onClick={disconnect}>
        {t('account.disconnect')}
      </Button>
      {/* After Disconnect: it appears once the name lookup answers, and above Disconnect it pushed that button down
          under a pointer already on its way to it (a click meant for Disconnect landed on it). */}
      {identity.supported && identity.status === 'ready' && !name && (
        <Button variant="secondary" fullWidth onClick={() => core.router.push('RegisterAccountName')}>
          {t('account.chooseName')}
        </Button>
      )}
      <Tabs
        tabs={tabs.map((id) => ({ id, label: tabLabels[id] }))}
        value={tab}
        onChange={selectTab}
        label={t('account.tabs')}
        idPrefix={tabsId}
      />
      <TabPanel idPrefix={tabsId} tabId={tab}>
        {tab === 'tokens' &&
          (networkId ? (
            <TokensTab address={address} caipNetworkId={networkId} />
          ) : (
            <p className="portico-status-text">{t('account.noNetwork')}</p>
          ))}
        {tab === 'nfts' &&
          (networkId ? (
            <NftsTab namespace={namespace} address={address} caipNetworkId={networkId} />
          ) : (
            <p className="portico-status-text">{t('account.noNetwork')}</p>
          ))}
        {tab === 'activity' && networkId && <ActivityTab address={address} caipNetworkId={networkId} />}
      </TabPanel>
    </div>
  )
}
