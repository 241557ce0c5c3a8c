import type { Nft } from '@portico/blockchain-api'
import { Skeleton } from '@portico/ui'
import { useEffect } from 'react'
import { useFixedRows } from '../virtual/useFixedRows'
import { nftKey } from './nftKey'

/** Columns of the grid and the fixed height of one row of cards with its gap: fixed, so rows need no measuring. */
export const NFT_COLUMNS = 3
export const NFT_ROW_HEIGHT = 156
export const NFT_GRID_HEIGHT = 360
/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 3
/** Load the next page when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD_ROWS = 4
const IMAGE_SIZE = 96

export interface NftGridProps {
  items: readonly Nft[]
  label: string
  noImageLabel: string
  loadingMoreLabel: string
  hasMore: boolean
  loadingMore: boolean
  /** Where the grid was scrolled to when it was last left (coming back from an NFT's details). */
  initialOffset?: number
  /** The card to focus when the grid appears: the one whose details were just closed. */
  focusKey?: string | undefined
  onLoadMore(): void
  onSelect(nft: Nft, offset: number): void
}

/**
 * The NFTs as cards of image, name and collection, three to a row. Only the rows in view (plus a few) are in the
 * DOM, so a thousand NFTs scroll with a few dozen cards. Each card is a list item holding a button.
 */
export default function NftGrid(props: NftGridProps) {
  const { items, hasMore, loadingMore, onLoadMore } = props
  const rowCount = Math.ceil(items.length / NFT_COLUMNS) + (hasMore || loadingMore ? 1 : 0)
  const { scrollRef, virtualizer } = useFixedRows({
    count: rowCount,
    height: NFT_GRID_HEIGHT,
    rowHeight: NFT_ROW_HEIGHT,
    overscan: OVERSCAN,
    initialOffset: props.initialOffset ?? 0,
  })
  const rows = virtualizer.getVirtualItems()
  const lastRow = rows[rows.length - 1]?.index ?? -1
  const loadedRows = Math.ceil(items.length / NFT_COLUMNS)

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the grid appears, not on every later render.
  useEffect(() => {
    const { focusKey } = props
    if (!focusKey) return
    const cards = scrollRef.current?.querySelectorAll<HTMLElement>('[data-nft]') ?? []
    for (const card of cards) if (card.dataset.nft === focusKey) card.focus()
  }, [])

  useEffect(() => {
    if (hasMore && !loadingMore && lastRow >= loadedRows - LOAD_AHEAD_ROWS) onLoadMore()
  }, [hasMore, loadingMore, lastRow, loadedRows, onLoadMore])

  const cells = rows.flatMap((row) => {
    if (row.index >= loadedRows) {
      return [
        <li
          key="more"
          data-row={row.index}
          style={{ ...cellStyle(row.start, 0), width: '100%' }}
          aria-busy="true"
          data-testid="portico-nfts-more"
        >
          <span className="portico-visually-hidden">{props.loadingMoreLabel}</span>
          <Skeleton height={NFT_ROW_HEIGHT - 8} />
        </li>,
      ]
    }
    return items.slice(row.index * NFT_COLUMNS, row.index * NFT_COLUMNS + NFT_COLUMNS).map((nft, column) => {
      const index = row.index * NFT_COLUMNS + column
      return (
        <li
          key={nftKey(nft)}
          data-row={row.index}
          aria-setsize={hasMore ? -1 : items.length}
          aria-posinset={index + 1}
          style={cellStyle(row.start, column)}
        >
          <button
            type="button"
            className="portico-list-item"
            data-testid="portico-nft"
            data-nft={nftKey(nft)}
            onClick={() => props.onSelect(nft, virtualizer.scrollOffset ?? 0)}
            style={CARD_STYLE}
          >
            {nft.image ? (
              <img src={nft.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} style={IMAGE_STYLE} />
            ) : (
              <span role="img" aria-label={props.noImageLabel} style={{ ...IMAGE_STYLE, display: 'block' }} />
            )}
            <span className="portico-list-item-label" style={TEXT_STYLE} data-testid="portico-nft-name">
              {nft.name}
            </span>
            <span className="portico-list-item-description" style={TEXT_STYLE}>
              {nft.collection}
            </span>
          </button>
        </li>
      )
    })
  })

  return (
    <div
      ref={scrollRef}
      data-testid="portico-nfts-scroll"
      style={{ height: NFT_GRID_HEIGHT, maxHeight: '60vh', overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      <ul
        aria-label={props.label}
        data-testid="portico-nfts"
        style={{ position: 'relative', height: virtualizer.getTotalSize(), margin: 0, padding: 0, listStyle: 'none' }}
      >
        {cells}
      </ul>
    </div>
  )
}

function cellStyle(top: number, column: number) {
  return {
    position: 'absolute',
    top: 0,
    insetInlineStart: `${(column * 100) / NFT_COLUMNS}%`,
    width: `${100 / NFT_COLUMNS}%`,
    height: NFT_ROW_HEIGHT,
    padding: 4,
    boxSizing: 'border-box',
    transform: `translateY(${top}px)`,
  } as const
}

const CARD_STYLE = {
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 4,
  width: '100%',
  height: '100%',
  padding: 6,
  textAlign: 'start',
} as const
const IMAGE_STYLE = {
  width: '100%',
  height: IMAGE_SIZE,
  objectFit: 'cover',
  borderRadius: 'var(--pc-radius-2, 8px)',
  background: 'var(--pc-surface-hover)',
} as const
const TEXT_STYLE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const
