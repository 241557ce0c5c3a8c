import type { AdapterAccount } from '@portico/core'
import { Avatar, ListItem, type MessageKey, truncateAddress, useMessages } from '@portico/ui'

export interface AccountSwitcherProps {
  accounts: readonly AdapterAccount[]
  selected: string
  onSelect: (address: string) => void
}

const TYPE_KEYS: Partial<Record<string, MessageKey>> = {
  eoa: 'account.type.eoa',
  smartAccount: 'account.type.smartAccount',
  payment: 'account.type.payment',
  ordinal: 'account.type.ordinal',
}

/**
 * The accounts of the current connection (allAccounts). The account type (EOA or smart account) shows only where the
 * adapter declared it on the account, so choosing a smart account is offered only by wallets that have one.
 */
export function AccountSwitcher({ accounts, selected, onSelect }: AccountSwitcherProps) {
  const { t } = useMessages()
  return (
    <div className="portico-stack">
      <p className="portico-section-title" id="portico-accounts-title">
        {t('account.accounts')}
      </p>
      <ul className="portico-list" aria-labelledby="portico-accounts-title">
        {accounts.map((account) => {
          const isSelected = account.address.toLowerCase() === selected.toLowerCase()
          const typeKey = account.type ? TYPE_KEYS[account.type] : undefined
          return (
            <li key={account.address}>
              <ListItem
                icon={<Avatar address={account.address} size={32} />}
                label={<span dir="ltr">{truncateAddress(account.address)}</span>}
                description={typeKey ? t(typeKey) : undefined}
                badge={isSelected ? t('account.selected') : undefined}
                aria-pressed={isSelected}
                onClick={() => !isSelected && onSelect(account.address)}
                data-testid="portico-account-option"
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
