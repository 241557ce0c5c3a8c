import { getNfts, type Nft } from '@portico/blockchain-api'
import type { ChainNamespace } from '@portico/common'
import { Alert, Button, Skeleton, useMessages } from '@portico/ui'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { apiClientOf, hasService } from '../../api/apiClient'
import { useModal } from '../../context/ModalContext'
import { NftDetail } from './NftDetail'
import { nftKey } from './nftKey'
import { type LoadNftPage, useNftPages } from './useNftPages'

// The grid (and its virtualizer) loads when the tab is first shown, not with the Account view.
const NftGrid = lazy(() => import('./NftGrid'))
const PAGE_SIZE = 60

export interface NftsTabProps {
  namespace: ChainNamespace
  address: string
  caipNetworkId: string
}

/** The account's NFTs on the connected network, from the service's holdings call (EVM only). */
export function NftsTab({ namespace, address, caipNetworkId }: NftsTabProps) {
  const { core } = useModal()
  const { t } = useMessages()
  if (namespace !== 'eip155') return <Unavailable text={t('nfts.evmOnly')} />
  if (!hasService(core)) return <Unavailable text={t('nfts.unavailable')} />
  return <Holdings address={address} caipNetworkId={caipNetworkId} />
}

function Unavailable({ text }: { text: string }) {
  return (
    <p className="portico-status-text" data-testid="portico-nfts-unavailable">
      {text}
    </p>
  )
}

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="portico-stack" data-testid="portico-nfts-loading">
      <span className="portico-visually-hidden">{label}</span>
      <Skeleton height={148} />
    </div>
  )
}

function Holdings({ address, caipNetworkId }: { address: string; caipNetworkId: string }) {
  const { core } = useModal()
  const { t } = useMessages()
  const load = useCallback<LoadNftPage>(
    (cursor, signal) =>
      getNfts(apiClientOf(core), {
        account: address,
        chainId: caipNetworkId,
        limit: PAGE_SIZE,
        signal,
        ...(cursor ? { cursor } : {}),
      }),
    [core, address, caipNetworkId],
  )
  const pages = useNftPages(`${address}|${caipNetworkId}`, load)
  const [selected, setSelected] = useState<Nft | undefined>(undefined)
  const [returnTo, setReturnTo] = useState<string | undefined>(undefined)
  const offset = useRef(0)

  if (pages.status === 'loading') return <Loading label={t('nfts.loading')} />
  if (pages.status === 'error') {
    return (
      <Alert
        title={t('nfts.error')}
        action={
          <Button variant="secondary" onClick={pages.reload}>
            {t('common.retry')}
          </Button>
        }
      />
    )
  }
  if (selected) {
    const back = () => {
      setReturnTo(nftKey(selected))
      setSelected(undefined)
    }
    return <NftDetail nft={selected} onBack={back} />
  }
  if (pages.items.length === 0 && !pages.hasMore) {
    return (
      <p className="portico-status-text" data-testid="portico-nfts-empty">
        {t('nfts.empty')}
      </p>
    )
  }
  return (
    <div className="portico-stack">
      <Suspense fallback={<Loading label={t('nfts.loading')} />}>
        <NftGrid
          items={pages.items}
          label={t('nfts.list')}
          noImageLabel={t('nfts.noImage')}
          loadingMoreLabel={t('nfts.loadingMore')}
          hasMore={pages.hasMore && !pages.moreFailed}
          loadingMore={pages.loadingMore}
          initialOffset={offset.current}
          focusKey={returnTo}
          onLoadMore={pages.loadMore}
          onSelect={(nft, at) => {
            offset.current = at
            setSelected(nft)
          }}
        />
      </Suspense>
      {pages.moreFailed && (
        <Alert
          title={t('nfts.error')}
          action={
            <Button variant="secondary" onClick={pages.loadMore}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
    </div>
  )
}
