import type { Nft } from '@portico/blockchain-api'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import NftGrid, { NFT_COLUMNS, NFT_ROW_HEIGHT, type NftGridProps } from './NftGrid'

afterEach(cleanup)

const nfts = (count: number): Nft[] =>
  Array.from({ length: count }, (_, i) => ({
    chainId: 'eip155:31337',
    contract: '0x00000000000000000000000000000000000000aa',
    tokenId: String(i + 1),
    name: `Badge #${i + 1}`,
    collection: 'Badges',
    spam: false,
    ...(i % 2 === 0 ? { image: 'data:image/svg+xml;base64,PHN2Zy8+' } : {}),
  }))

function renderGrid(props: Partial<NftGridProps> & { items: readonly Nft[] }) {
  const onLoadMore = vi.fn()
  const onSelect = vi.fn()
  const view = render(
    <NftGrid
      label="NFTs"
      noImageLabel="No image"
      loadingMoreLabel="Loading more NFTs"
      hasMore={false}
      loadingMore={false}
      onLoadMore={onLoadMore}
      onSelect={onSelect}
      {...props}
    />,
  )
  return { ...view, onLoadMore, onSelect }
}

const rowsInDom = () => new Set(screen.getAllByRole('listitem').map((li) => li.getAttribute('data-row'))).size
const names = () => screen.getAllByTestId('portico-nft-name').map((n) => n.textContent)

async function scrollTo(top: number) {
  const scroller = screen.getByTestId('portico-nfts-scroll')
  await act(async () => {
    scroller.scrollTop = top
    scroller.dispatchEvent(new Event('scroll'))
  })
}

describe('NftGrid', () => {
  it('keeps at most 60 rows in the DOM with 1,000 NFTs, wherever it is scrolled', async () => {
    renderGrid({ items: nfts(1000) })
    const list = screen.getByRole('list', { name: 'NFTs' })
    // The list is as tall as all 334 rows, though few are rendered.
    expect(list.style.height).toBe(`${Math.ceil(1000 / NFT_COLUMNS) * NFT_ROW_HEIGHT}px`)
    expect(rowsInDom()).toBeGreaterThan(0)
    expect(rowsInDom()).toBeLessThanOrEqual(60)
    expect(names()[0]).toBe('Badge #1')
    for (const row of [100, 250, 333]) {
      await scrollTo(row * NFT_ROW_HEIGHT)
      expect(rowsInDom()).toBeLessThanOrEqual(60)
      expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(60 * NFT_COLUMNS)
      // The row scrolled to is the one shown: its first card is there.
      expect(names()).toContain(`Badge #${row * NFT_COLUMNS + 1}`)
    }
    expect(names()).not.toContain('Badge #1')
  })

  it('cards show name and collection, an image or a labelled placeholder, and their place in the set', () => {
    renderGrid({ items: nfts(4) })
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(items[0]?.getAttribute('aria-setsize')).toBe('4')
    const first = within(items[0] as HTMLElement).getByRole('button')
    expect(first.textContent).toBe('Badge #1Badges')
    expect(first.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+')
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'No image' })).toBeTruthy()
  })

  it('asks for the next page when scrolled near the end of what is loaded, and shows that it is loading', async () => {
    const { onLoadMore, rerender } = renderGrid({ items: nfts(60), hasMore: true })
    // 20 rows loaded; the first screen is far from the end.
    expect(onLoadMore).not.toHaveBeenCalled()
    await scrollTo(17 * NFT_ROW_HEIGHT)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    rerender(
      <NftGrid
        items={nfts(60)}
        label="NFTs"
        noImageLabel="No image"
        loadingMoreLabel="Loading more NFTs"
        hasMore
        loadingMore
        onLoadMore={onLoadMore}
        onSelect={vi.fn()}
        initialOffset={0}
      />,
    )
    expect(screen.getByTestId('portico-nfts-more').textContent).toBe('Loading more NFTs')
  })

  it('choosing a card gives the NFT and where the grid was scrolled to', async () => {
    const { onSelect } = renderGrid({ items: nfts(300) })
    await scrollTo(30 * NFT_ROW_HEIGHT)
    fireEvent.click(screen.getByRole('button', { name: /^Badge #91\b/ }))
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ tokenId: '91' }), 30 * NFT_ROW_HEIGHT)
  })
})
