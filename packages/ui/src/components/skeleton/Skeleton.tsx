import type { CSSProperties } from 'react'

export interface SkeletonProps {
  /** CSS length or pixels. Default '100%'. */
  width?: number | string
  /** CSS length or pixels. Default 16. */
  height?: number | string
  /** Default 'rect'. */
  shape?: 'rect' | 'circle' | 'text'
}

/**
 * A placeholder for data that has not arrived: hidden from assistive tech, the surrounding region says it is busy
 * (e.g. aria-busy on the list).
 */
export function Skeleton({ width = '100%', height = 16, shape = 'rect' }: SkeletonProps) {
  const style: CSSProperties = { width, height: shape === 'circle' ? width : height }
  return <span className="portico-skeleton" part="skeleton" data-shape={shape} aria-hidden="true" style={style} />
}
