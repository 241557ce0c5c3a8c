import { getSwapTokens } from '@portico/blockchain-api'
import type { ChainNamespace } from '@portico/common'
import { WALLET_FEATURE_VIEWS, walletFeatures } from '@portico/core/internal'
import { Button, useMessages } from '@portico/ui'
import { apiClientOf } from '../../api/apiClient'
import { hasService } from '../../api/serviceOptions'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { useRemote } from './useRemote'

/**
 * The Account view's wallet features (§9 walletFeaturesOrder: on-ramp, swaps, receive, send), each shown only when
 * its flag, the active chain and this version's views allow it (core's walletFeatures). Swaps also wait for the
 * service to name tokens on the active network (§1: swaps only where the service supports them there).
 */
export function WalletFeatures({ namespace, caipNetworkId }: { namespace: ChainNamespace; caipNetworkId?: string }) {
  const { core } = useModal()
  const { t } = useMessages()
  const { features } = useCoreSnapshot()
  const allowed = walletFeatures({
    options: core.options,
    features,
    namespace,
    canSend: core.supports(namespace, 'sendTransaction'),
    service: hasService(core),
  })
  const swapTokens = useRemote(allowed.includes('swaps') ? caipNetworkId : undefined, (signal) =>
    getSwapTokens(apiClientOf(core), { chainId: caipNetworkId ?? '', signal }),
  )
  const swapsHere = swapTokens.status === 'ready' && swapTokens.data.length > 0
  const shown = allowed.filter((feature) => feature !== 'swaps' || swapsHere)
  if (shown.length === 0) return null
  return (
    <nav className="portico-features" aria-label={t('walletFeatures.label')} data-testid="portico-wallet-features">
      {shown.map((feature) => (
        <Button key={feature} variant="secondary" onClick={() => core.router.push(WALLET_FEATURE_VIEWS[feature])}>
          {t(`walletFeatures.${feature}`)}
        </Button>
      ))}
    </nav>
  )
}
