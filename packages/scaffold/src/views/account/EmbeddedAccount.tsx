import { type ChainNamespace, formatDiscordUsername, formatEmail } from '@portico/common'
import { Button, useMessages } from '@portico/ui'
import { useModal } from '../../context/ModalContext'
import { authProviderOf } from '../email/auth'

/**
 * Who signed in, as Account shows it (§9): a social login by its name there (Discord's less its trailing 0), else the
 * email, cut with an ellipsis past 30 characters.
 */
export function embeddedName(user: { email: string | null; username: string | null; provider: string }) {
  if (user.provider !== 'email' && user.username) {
    return user.provider === 'discord' ? formatDiscordUsername(user.username) : user.username
  }
  return user.email ? formatEmail(user.email) : undefined
}

/**
 * The embedded wallet's part of Account: who signed in (§9: an email over 30 characters is cut with an ellipsis, a
 * Discord name loses its trailing 0), the email update (§4, two mailed codes) and the private-key export, which the secure site shows in its own UI.
 */
export function EmbeddedAccount({ namespace }: { namespace: ChainNamespace }) {
  const { core } = useModal()
  const { t } = useMessages()
  const provider = authProviderOf(core)
  const user = provider?.user()
  if (!provider || !user) return null
  const shown = embeddedName(user)
  const exportable = namespace === 'eip155' || namespace === 'solana'
  // Issue 19: an embedded wallet with ERC-4337 configured lets the user choose the eip155 account type.
  const accountType = namespace === 'eip155' ? provider.accountType?.() : undefined
  return (
    <>
      {accountType && (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => core.router.push('SmartAccountSettings')}
          data-testid="portico-account-type"
        >
          {t('view.SmartAccountSettings.title')}
        </Button>
      )}
      {shown && (
        <p className="portico-muted" data-testid="portico-account-email" title={user.email ?? undefined}>
          {shown}
        </p>
      )}
      {user.email && (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => core.router.push('UpdateEmailWallet', { email: user.email ?? '' })}
        >
          {t('account.updateEmail')}
        </Button>
      )}
      {exportable && (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            core.close()
            void provider.exportPrivateKey(namespace).catch(() => undefined)
          }}
        >
          {t('account.exportPrivateKey')}
        </Button>
      )}
    </>
  )
}
