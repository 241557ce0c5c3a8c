import type { Wallet } from '@portico/blockchain-api'
import { Skeleton, WalletRow } from '@portico/ui'
import { useEffect } from 'react'
import { useFixedRows } from '../virtual/useFixedRows'

/** Height of the scrolling list (CSS) and of one row with its gap: fixed, so rows need no measuring. */
export const LIST_HEIGHT = 400
export const ROW_HEIGHT = 60
/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 6
/** Load the next page when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD = 10

export interface WalletListProps {
  wallets: readonly Wallet[]
  /** Total entries of the query, for aria-setsize. */
  count: number
  label: string
  loadingMoreLabel: string
  hasMore: boolean
  loadingMore: boolean
  imageUrl(wallet: Wallet): string | undefined
  onLoadMore(): void
  onSelect(wallet: Wallet): void
}

/** Only the rows in view (plus a few) are in the DOM: a 1,000-entry catalogue scrolls with a few dozen nodes. */
export function WalletList(props: WalletListProps) {
  const { wallets, count, hasMore, loadingMore, onLoadMore } = props
  const rows = wallets.length + (hasMore || loadingMore ? 1 : 0)
  const { scrollRef, virtualizer } = useFixedRows({
    count: rows,
    height: LIST_HEIGHT,
    rowHeight: ROW_HEIGHT,
    overscan: OVERSCAN,
  })
  const items = virtualizer.getVirtualItems()
  const last = items[items.length - 1]?.index ?? -1

  useEffect(() => {
    if (hasMore && !loadingMore && last >= wallets.length - LOAD_AHEAD) onLoadMore()
  }, [hasMore, loadingMore, last, wallets.length, onLoadMore])

  return (
    <div
      ref={scrollRef}
      data-testid="portico-all-wallets-scroll"
      style={{ height: LIST_HEIGHT, maxHeight: '60vh', overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      <ul
        aria-label={props.label}
        style={{ position: 'relative', height: virtualizer.getTotalSize(), margin: 0, padding: 0, listStyle: 'none' }}
      >
        {items.map((item) => {
          const wallet = wallets[item.index]
          return (
            <li
              key={wallet ? wallet.id : 'more'}
              aria-setsize={wallet ? count : undefined}
              aria-posinset={wallet ? item.index + 1 : undefined}
              style={{
                position: 'absolute',
                top: 0,
                insetInlineStart: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              {wallet ? (
                <WalletRow
                  name={wallet.name}
                  imageSrc={props.imageUrl(wallet)}
                  badge={wallet.badge_type === 'certified' ? 'certified' : undefined}
                  onSelect={() => props.onSelect(wallet)}
                />
              ) : (
                <div aria-busy="true">
                  <span className="portico-visually-hidden">{props.loadingMoreLabel}</span>
                  <Skeleton height={56} />
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
