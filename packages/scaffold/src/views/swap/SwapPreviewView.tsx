import { isPorticoError, isUserRejection } from '@portico/common'
import { Alert, Button, Skeleton, useMessages } from '@portico/ui'
import { apiClientOf } from '../../api/apiClient'
import { useModal } from '../../context/ModalContext'
import { useRemote } from '../account/useRemote'
import { executeSwap, isRevert } from './executeSwap'
import { type PreparedSwap, prepareSwap } from './prepareSwap'
import { SwapDetails } from './SwapDetails'
import { SwapUnavailable } from './SwapUnavailable'
import { useSwapForm, useSwapProgress } from './swapForm'
import { displayAmount, typedAmount } from './swapMath'
import { swapWalletOf } from './swapWallet'
import { refreshAfterSwap, useSwapAccount } from './useSwapContext'

/**
 * SwapPreview: the swap as the service built it (amounts, minimum received or maximum sold, price impact), then sent
 * — approval and swap as one batch where the wallet batches atomically, otherwise one after the other with the step
 * shown — until the chain confirms it or it reverts (past its limit: the price moved more than the slippage allows).
 */
export default function SwapPreviewView() {
  const { core } = useModal()
  const { t } = useMessages()
  const account = useSwapAccount()
  const [form] = useSwapForm(core)
  const ready = account.kind === 'ready' ? account : undefined
  const { from, to, kind } = form
  const typedIn = kind === 'exactOut' ? to : from
  const amount = typedIn ? typedAmount(form.amount, typedIn.decimals) : undefined
  const key =
    ready && from && to && amount ? `${from.address}|${to.address}|${amount}|${kind}|${form.slippage}` : undefined
  const [progress, setProgress] = useSwapProgress(core, key)
  // `key` is set only when every part of the request is, so the guard never rejects a request that was made.
  const prepared = useRemote<PreparedSwap>(key, (signal) =>
    ready && from && to && amount !== undefined
      ? prepareSwap(apiClientOf(core), {
          from,
          to,
          amount,
          kind,
          slippage: form.slippage,
          userAddress: ready.address,
          signal,
        })
      : Promise.reject(new Error('incomplete swap form')),
  )

  if (!ready) return <SwapUnavailable account={account} />
  if (!key || !from || !to || amount === undefined) {
    return (
      <div className="portico-status">
        <p className="portico-status-text">{t('swap.enterAmount')}</p>
        <Button variant="secondary" onClick={() => core.router.replace('Swap')}>
          {t('swap.newSwap')}
        </Button>
      </div>
    )
  }
  if (progress.phase === 'confirmed') return <Confirmed paid={progress.paid} received={progress.received} />
  if (prepared.status === 'loading') {
    return (
      <div aria-busy="true" className="portico-stack">
        <span className="portico-visually-hidden">{t('swap.preparing')}</span>
        <Skeleton height={160} />
      </div>
    )
  }
  if (prepared.status === 'error') {
    return <SwapUnavailable account={account} error={prepared.error} retry={prepared.reload} />
  }
  const swap = prepared.data
  // An exact output's input is shown to the last unit (it is what the wallet will be asked to pay).
  const paid = `${displayAmount(swap.fromAmount, from.decimals, swap.kind === 'exactOut' ? from.decimals : 6)} ${from.symbol}`
  const received = `${displayAmount(swap.toAmount, to.decimals)} ${to.symbol}`

  const send = async () => {
    // With an approval, which path (one batch or two requests) is known once the wallet's capabilities are read.
    setProgress({ phase: 'sending', step: swap.plan.approve ? undefined : 'swap', approved: false })
    try {
      const outcome = await executeSwap(swapWalletOf(core), swap.plan, ready.chainId, (step) =>
        setProgress({ phase: 'sending', step, approved: step === 'swap' && swap.plan.approve !== undefined }),
      )
      if (outcome.status === 'success') {
        setProgress({ phase: 'confirmed', hash: outcome.hash, paid, received })
        await refreshAfterSwap(core, ready.address, ready.caipNetworkId)
      } else setProgress({ phase: 'reverted' })
    } catch (error) {
      // A node that runs the swap before it is mined (the wallet's or the library's gas estimate) reports the
      // router's revert at submission instead of in a receipt: the same outcome for the user.
      if (isRevert(error)) return setProgress({ phase: 'reverted' })
      const declined =
        isUserRejection(error) || (isPorticoError(error) && (error.cause ? isUserRejection(error.cause) : false))
      setProgress({ phase: 'failed', declined })
    }
  }

  const sending = progress.phase === 'sending'
  const stepText =
    !sending || progress.step === undefined
      ? undefined
      : progress.step === 'batch'
        ? t('swap.stepBatch')
        : progress.step === 'approve'
          ? t('swap.stepApprove', { symbol: from.symbol })
          : progress.approved
            ? t('swap.stepSwapAfterApprove')
            : t('swap.stepSwap')
  return (
    <div className="portico-stack" data-testid="portico-swap-preview">
      <dl className="portico-stack">
        <div>
          <dt className="portico-muted">{t('swap.pay')}</dt>
          <dd dir="ltr" data-testid="portico-swap-preview-pay">
            {paid}
          </dd>
        </div>
        <div>
          <dt className="portico-muted">{t('swap.receive')}</dt>
          <dd dir="ltr" data-testid="portico-swap-preview-receive">
            {received}
          </dd>
        </div>
      </dl>
      <SwapDetails quote={swap} from={from} to={to} slippage={form.slippage} />
      {swap.plan.approve && <p className="portico-muted">{t('swap.needsApproval', { symbol: from.symbol })}</p>}
      <div aria-live="polite" data-testid="portico-swap-progress">
        {stepText && <p data-testid="portico-swap-step">{stepText}</p>}
        {sending && <p className="portico-muted">{t('swap.pending')}</p>}
      </div>
      {progress.phase === 'reverted' && <Alert title={t('swap.failed')}>{t('swap.reverted')}</Alert>}
      {progress.phase === 'failed' && <Alert title={progress.declined ? t('swap.declined') : t('swap.failed')} />}
      <Button fullWidth loading={sending} disabled={sending} onClick={send} data-testid="portico-swap-confirm">
        {swap.plan.approve ? t('swap.approveAndSwap') : t('swap.confirm')}
      </Button>
    </div>
  )
}

function Confirmed({ paid, received }: { paid: string; received: string }) {
  const { core } = useModal()
  const { t } = useMessages()
  return (
    <div className="portico-status" data-testid="portico-swap-confirmed" role="status">
      <p className="portico-status-title">{t('swap.confirmed')}</p>
      <p className="portico-status-text">{t('swap.confirmedText', { from: paid, to: received })}</p>
      <Button fullWidth onClick={() => core.router.reset('Account')}>
        {t('swap.backToAccount')}
      </Button>
      <Button fullWidth variant="secondary" onClick={() => core.router.replace('Swap')}>
        {t('swap.newSwap')}
      </Button>
    </div>
  )
}
