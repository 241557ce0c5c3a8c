import { Alert, Button, ListItem, truncateAddress, useMessages } from '@portico/ui'
import { useState } from 'react'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { authProviderOf } from '../email/auth'

type Choice = 'smartAccount' | 'eoa'

/**
 * AppKit's SmartAccountSettings for the embedded wallet (issue 19): the eip155 account type, smart account or EOA.
 * The wallet stores the choice (it survives a reload) and answers with that account from then on. A network without
 * smart-account support offers only the EOA and says why (§8).
 */
export default function SmartAccountSettingsView() {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const [busy, setBusy] = useState<Choice | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const provider = authProviderOf(core)
  // Read again on every state change: the snapshot is what re-renders this view when the wallet switched.
  const type = provider?.accountType?.()
  const account = snap.chain.chains.eip155?.accountState
  const current: Choice = account?.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'

  const choose = (choice: Choice) => {
    if (!provider?.setPreferredAccountType || choice === current) return
    setBusy(choice)
    setFailed(false)
    provider.setPreferredAccountType(choice).then(
      () => setBusy(undefined),
      () => {
        setBusy(undefined)
        setFailed(true)
      },
    )
  }

  const row = (choice: Choice, description: string | undefined, disabled: boolean) => (
    <li>
      <ListItem
        label={t(choice === 'smartAccount' ? 'account.type.smartAccount' : 'account.type.eoa')}
        description={description}
        badge={current === choice ? t('account.selected') : undefined}
        aria-pressed={current === choice}
        loading={busy === choice}
        disabled={disabled}
        onClick={() => choose(choice)}
        data-testid={`portico-account-type-${choice}`}
      />
    </li>
  )

  const smartDescription =
    current === 'smartAccount' && account?.address
      ? `${truncateAddress(account.address)} · ${t(account.smartAccountDeployed ? 'smartAccount.deployed' : 'smartAccount.notDeployed')}`
      : undefined

  return (
    <div className="portico-stack" data-testid="portico-smart-account-settings">
      <p className="portico-status-text">{t('smartAccount.intro')}</p>
      <ul className="portico-list" aria-label={t('view.SmartAccountSettings.title')}>
        {type?.smartAccountAvailable && row('smartAccount', smartDescription, busy !== undefined)}
        {row('eoa', undefined, busy !== undefined)}
      </ul>
      {!type?.smartAccountAvailable && (
        <p className="portico-muted" role="status" data-testid="portico-smart-account-unsupported">
          {t('message.smartAccountsUnsupported')}
        </p>
      )}
      {failed && <Alert title={t('message.somethingWentWrong')} />}
      {/* Issue 19: the smart account's sessions, where the app turned smart sessions on (§9 default off). */}
      {core.options.enableSmartSessions && type?.smartAccountAvailable && current === 'smartAccount' && (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => core.router.push('SmartSessionList')}
          data-testid="portico-smart-sessions"
        >
          {t('view.SmartSessionList.title')}
        </Button>
      )}
    </div>
  )
}
