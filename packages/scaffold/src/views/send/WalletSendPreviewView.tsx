import { formatUnits } from '@portico/common/units'
import type { SendRecipient, TokenBalance } from '@portico/core'
import { Alert, Button, Skeleton, useMessages } from '@portico/ui'
import { useEffect } from 'react'
import { apiClientOf } from '../../api/apiClient'
import { useCoreSnapshot, useModal, useRouteData } from '../../context/ModalContext'
import { useRemote } from '../account/useRemote'
import { balanceUnits, parseSendAmount } from './amount'
import { networkFee } from './fee'
import { setSendReceiver } from './sendForm'
import { type SendStatus, setSendStatus, useSendStatus } from './sendStatus'
import { refreshBalances } from './sendTokens'
import { decimalsOf, isNative, tokenKey } from './token'
import { failureKey, sendTransfer } from './transfer'
import { type SendAccount, useSendAccount } from './useSendTokens'

/**
 * WalletSendPreview: what is sent, to whom (the resolved address, and the name it was reached by), on which network,
 * for which network fee; Send asks the wallet, then waits for the chain (pending → confirmed). A refusal (4001)
 * stays here with the catalogue's message; a reverted or failed transaction says so. After the chain answered, the
 * balances are read again and the form is cleared.
 */
export default function WalletSendPreviewView() {
  const { core } = useModal()
  const account = useSendAccount()
  const recipient = useRouteData('WalletSendPreview')
  const { send, router } = useCoreSnapshot()
  const token = send.token as TokenBalance | undefined
  const done = useSendStatus()
  const complete = account && recipient && token
  // Only while this view is the router's: a view pushed over it (a wallet's ApproveTransaction) takes the route data
  // away before this one unmounts, and must not be replaced.
  const here = router.view === 'WalletSendPreview'
  useEffect(() => {
    // Nothing to preview (opened directly, or the form was reset by a network change): the form is the honest view.
    if (!complete && here) core.router.replace('WalletSend')
  }, [core, complete, here])
  if (done.status === 'confirmed' || done.status === 'reverted') return <Outcome outcome={done} />
  // While the effect above moves to the form: a placeholder, not an empty view.
  if (!account || !recipient || !token) {
    return (
      <div aria-busy="true" className="portico-stack">
        <Skeleton height={56} />
      </div>
    )
  }
  return <Preview account={account} recipient={recipient} token={token} />
}

function Outcome({ outcome }: { outcome: { status: 'confirmed' | 'reverted'; id: string } }) {
  const { core } = useModal()
  const { t } = useMessages()
  return (
    <div className="portico-status" data-testid={`portico-send-${outcome.status}`}>
      {outcome.status === 'confirmed' ? (
        <p className="portico-status-title" role="status">
          {t('send.confirmed')}
        </p>
      ) : (
        <Alert title={t('send.reverted')} />
      )}
      <p className="portico-muted">
        <bdi>{outcome.id}</bdi>
      </p>
      <Button fullWidth onClick={() => core.router.reset('Account')}>
        {t('send.done')}
      </Button>
    </div>
  )
}

interface PreviewProps {
  account: SendAccount
  recipient: SendRecipient
  token: TokenBalance
}

function Preview({ account, recipient, token }: PreviewProps) {
  const { core } = useModal()
  const { t } = useMessages()
  const { send } = useCoreSnapshot()
  const api = apiClientOf(core)
  const state = useSendStatus()
  const setState = (status: SendStatus) => setSendStatus(core, status)
  const decimals = decimalsOf(token)
  const units = parseSendAmount(send.amount, decimals).units
  const native = isNative(token)
  const fee = useRemote(`${account.caipNetworkId}|${tokenKey(token)}|${recipient.address}|${units}`, (signal) =>
    networkFee(core, api, {
      namespace: account.namespace,
      caipNetworkId: account.caipNetworkId,
      token,
      to: recipient.address,
      units,
      signal,
    }),
  )
  const feeUnits = fee.status === 'ready' ? fee.data.amount : undefined
  const insufficient = units + (native ? (feeUnits ?? 0n) : 0n) > balanceUnits(token.quantity.numeric, decimals)
  const pending = state.status === 'pending'

  const submit = async () => {
    setState({ status: 'pending' })
    try {
      const outcome = await sendTransfer(core, {
        namespace: account.namespace,
        token,
        to: recipient.address,
        units,
        fee: fee.status === 'ready' ? fee.data : undefined,
      })
      setState(outcome)
      // The token stays picked for a next send; amount and recipient start over.
      if (outcome.status === 'confirmed') {
        core.setSendAmount('0')
        setSendReceiver(core, undefined)
      }
      // A reverted transaction paid its fee too: both change the balance.
      void refreshBalances(core, api, { address: account.address, caipNetworkId: account.caipNetworkId })
    } catch (error) {
      setState({ status: 'idle', error: t(failureKey(error)) })
    }
  }

  return (
    <div className="portico-stack" data-testid="portico-send-preview">
      <dl className="portico-stack">
        <dt className="portico-section-title">{t('send.previewAmount')}</dt>
        <dd className="portico-balance" data-testid="portico-send-preview-amount">
          <bdi>{`${formatUnits(units, decimals)} ${token.symbol}`}</bdi>
        </dd>
        <dt className="portico-section-title">{t('send.receiver')}</dt>
        <dd data-testid="portico-send-preview-to">
          {recipient.name && <p className="portico-account-name">{recipient.name}</p>}
          <p className="portico-muted">
            <bdi>{recipient.address}</bdi>
          </p>
        </dd>
        <dt className="portico-section-title">{t('send.previewNetwork')}</dt>
        <dd>{account.networkName}</dd>
        <dt className="portico-section-title">{t('send.fee')}</dt>
        <dd data-testid="portico-send-fee" aria-busy={fee.status === 'loading' || undefined}>
          {fee.status === 'loading' ? (
            <>
              <span className="portico-visually-hidden">{t('send.feeLoading')}</span>
              <Skeleton width={120} height={20} />
            </>
          ) : feeUnits === undefined ? (
            t('message.networkNotSupportedForGasPrice')
          ) : (
            <bdi>{`${formatUnits(feeUnits, account.nativeDecimals)} ${account.nativeSymbol}`}</bdi>
          )}
        </dd>
      </dl>
      <div aria-live="polite" className="portico-stack">
        {insufficient && <Alert title={t('send.insufficientFunds')} />}
        {state.status === 'idle' && state.error && <Alert title={state.error} />}
        {pending && (
          <p className="portico-muted" data-testid="portico-send-pending">
            {t('send.pending')}
          </p>
        )}
      </div>
      <Button
        fullWidth
        loading={pending}
        disabled={insufficient || fee.status === 'loading' || units === 0n}
        onClick={submit}
      >
        {t('send.confirm')}
      </Button>
    </div>
  )
}
