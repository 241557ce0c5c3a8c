import type { ChainNamespace } from '@portico/common'
import { WALLET_FEATURE_VIEWS, walletFeatures } from '@portico/core/internal'
import { Button, useMessages } from '@portico/ui'
import { hasService } from '../../api/serviceOptions'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'

/**
 * The Account view's wallet features (§9 walletFeaturesOrder: on-ramp, swaps, receive, send), each shown only when
 * its flag, the active chain and this version's views allow it (core's walletFeatures).
 */
export function WalletFeatures({ namespace }: { namespace: ChainNamespace }) {
  const { core } = useModal()
  const { t } = useMessages()
  const { features } = useCoreSnapshot()
  const shown = walletFeatures({
    options: core.options,
    features,
    namespace,
    canSend: core.supports(namespace, 'sendTransaction'),
    service: hasService(core),
  })
  if (shown.length === 0) return null
  return (
    <nav className="portico-row" aria-label={t('walletFeatures.label')} data-testid="portico-wallet-features">
      {shown.map((feature) => (
        <Button key={feature} variant="secondary" onClick={() => core.router.push(WALLET_FEATURE_VIEWS[feature])}>
          {t(`walletFeatures.${feature}`)}
        </Button>
      ))}
    </nav>
  )
}
