import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import { type RefObject, useMemo, useRef } from 'react'

export interface FixedRowsOptions {
  count: number
  /** The scroll container's CSS height. */
  height: number
  /** Every row's height with its gap: fixed, so rows need no measuring. */
  rowHeight: number
  /** Rows rendered beyond the visible ones on each side. */
  overscan: number
  initialOffset?: number
}

/**
 * A virtualizer over rows of one fixed height in a scroll container of a fixed CSS height: only the rows in view
 * (plus `overscan`) are rendered. Before layout (or where there is none) the element reports 0×0; the container's
 * CSS height is the right answer then.
 */
export function useFixedRows(options: FixedRowsOptions): {
  scrollRef: RefObject<HTMLDivElement | null>
  virtualizer: Virtualizer<HTMLDivElement, Element>
} {
  const { count, height, rowHeight, overscan, initialOffset = 0 } = options
  const scrollRef = useRef<HTMLDivElement>(null)
  const observeRect = useMemo<typeof observeElementRect>(
    () => (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height })),
    [height],
  )
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    observeElementRect: observeRect,
    initialRect: { width: 360, height },
    initialOffset,
  })
  return { scrollRef, virtualizer }
}
