import { isPorticoError } from '@portico/common'
import { Alert, Button, useMessages } from '@portico/ui'
import type { SwapAccount } from './useSwapContext'

/** Why the swap views show no form: the feature is off, no EVM account, or the network has no exchange (§8). */
export function SwapUnavailable({
  account,
  error,
  retry,
  unsupported = false,
}: {
  account: SwapAccount
  error?: unknown
  unsupported?: boolean
  retry?: () => void
}) {
  const { t } = useMessages()
  if (account.kind === 'off' || account.kind === 'evmOnly') {
    return (
      <div className="portico-status" data-testid="portico-swap-unavailable">
        <p className="portico-status-text">{t(account.kind === 'off' ? 'swap.off' : 'swap.evmOnly')}</p>
      </div>
    )
  }
  // No service, or a service without an exchange on this network (or one that skips the network): §8's message.
  if (
    unsupported ||
    isPorticoError(error, 'SWAPS_NETWORK_UNSUPPORTED') ||
    isPorticoError(error, 'API_NOT_CONFIGURED')
  ) {
    return (
      <div className="portico-status" data-testid="portico-swap-unsupported">
        <p className="portico-status-text">{t('message.networkNotSupportedForSwaps')}</p>
      </div>
    )
  }
  return (
    <Alert
      title={t('message.somethingWentWrong')}
      action={
        retry && (
          <Button variant="secondary" onClick={retry}>
            {t('common.retry')}
          </Button>
        )
      }
    />
  )
}
