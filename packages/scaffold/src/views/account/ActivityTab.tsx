import { getHistory } from '@portico/blockchain-api'
import { Alert, AssetRow, Button, type MessageKey, Skeleton, useMessages } from '@portico/ui'
import { useCallback, useEffect, useState } from 'react'
import { apiClientOf } from '../../api/apiClient'
import { apiUrlOf } from '../../api/serviceOptions'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { absoluteUrl, toCoreTransaction, transferLabel } from './activity'

export interface ActivityTabProps {
  address: string
  caipNetworkId: string
}

const OPERATION_KEYS: Record<string, MessageKey> = {
  send: 'activity.send',
  receive: 'activity.receive',
  buy: 'activity.buy',
}

/**
 * The account's transactions on the connected chain, from the history call, a page at a time (cursor). The list
 * lives in core's transactions state (loading, empty, next cursor, §4); this view gives core the fetcher.
 */
export function ActivityTab({ address, caipNetworkId }: ActivityTabProps) {
  const { core } = useModal()
  const { t, format } = useMessages()
  const { transactions } = useCoreSnapshot()
  const [failed, setFailed] = useState(false)
  const [started, setStarted] = useState(false)
  const apiBase = apiUrlOf(core)

  const loadPage = useCallback(() => {
    setFailed(false)
    setStarted(true)
    core.fetchTransactions().catch(() => setFailed(true))
  }, [core])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account or chain starts the list over.
  useEffect(() => {
    const api = apiClientOf(core)
    core.setTransactionFetcher(async ({ accountAddress, cursor, chainId }) => {
      const page = await getHistory(api, {
        account: accountAddress,
        ...(cursor ? { cursor } : {}),
        ...(chainId ? { chainId } : {}),
      })
      return { data: page.data.map(toCoreTransaction), next: page.next ?? undefined }
    })
    // Another account or chain: the list starts over from the first page.
    core.transactions.reset()
    setStarted(false)
    loadPage()
    return () => core.setTransactionFetcher(undefined)
  }, [core, address, caipNetworkId, loadPage])

  const firstLoad = !started || (transactions.loading && transactions.transactions.length === 0)
  if (failed && transactions.transactions.length === 0) {
    return (
      <Alert
        title={t('message.failedToFetchTransactions')}
        action={
          <Button variant="secondary" onClick={loadPage}>
            {t('common.retry')}
          </Button>
        }
      />
    )
  }
  if (firstLoad) {
    return (
      <div aria-busy="true" className="portico-stack" data-testid="portico-activity-loading">
        <span className="portico-visually-hidden">{t('activity.loading')}</span>
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    )
  }
  if (transactions.empty) return <p className="portico-status-text">{t('activity.empty')}</p>

  return (
    <div className="portico-stack">
      <ul className="portico-list" aria-label={t('activity.list')} data-testid="portico-activity">
        {transactions.transactions.map((tx) => {
          const [transfer] = tx.transfers
          const operation = OPERATION_KEYS[tx.metadata.operationType] ?? 'activity.execute'
          const quantity = Number(transfer?.quantity.numeric ?? 0)
          const sign = transfer?.direction === 'out' ? '−' : transfer?.direction === 'in' ? '+' : ''
          const failedTx = tx.metadata.status === 'failed'
          return (
            <AssetRow
              key={tx.id}
              label={t(operation)}
              description={
                failedTx
                  ? t('activity.failed', { date: format.date(new Date(tx.metadata.minedAt)) })
                  : format.date(new Date(tx.metadata.minedAt))
              }
              end={
                !transfer ? undefined : transfer.nft_info ? (
                  <bdi>{`${sign}${transferLabel(transfer)}`}</bdi>
                ) : (
                  <bdi>{`${sign}${format.quantity(quantity)} ${transferLabel(transfer)}`}</bdi>
                )
              }
              iconUrl={absoluteUrl(transfer?.fungible_info?.icon?.url, apiBase)}
              fallback={transfer ? transferLabel(transfer) || '?' : '?'}
              data-testid="portico-activity-row"
            />
          )
        })}
      </ul>
      {failed && <Alert title={t('message.failedToFetchTransactions')} />}
      {transactions.next && (
        <Button variant="secondary" fullWidth loading={transactions.loading} onClick={loadPage}>
          {t('activity.more')}
        </Button>
      )}
    </div>
  )
}
