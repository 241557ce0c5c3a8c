import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { Skeleton } from './Skeleton'
import { skeletonCss } from './skeleton.css'

afterEach(cleanup)

describe('Skeleton', () => {
  it('is hidden from assistive tech and sized by props', () => {
    const { root } = renderInShadow(<Skeleton width={120} height={12} shape="text" />)
    const el = root.querySelector<HTMLElement>('[part="skeleton"]')!
    expect(el.getAttribute('aria-hidden')).toBe('true')
    expect(el.dataset.shape).toBe('text')
    expect(el.style.width).toBe('120px')
    expect(el.style.height).toBe('12px')
  })

  it('a circle is as tall as it is wide', () => {
    const { root } = renderInShadow(<Skeleton shape="circle" width={40} height={10} />)
    expect(root.querySelector<HTMLElement>('[part="skeleton"]')!.style.height).toBe('40px')
  })

  it('shimmers with transform only, which the compositor animates without repainting', () => {
    const keyframes = /@keyframes portico-shimmer \{(.*)\}\s*$/s.exec(skeletonCss.trim())?.[1] ?? ''
    const animated = [...keyframes.matchAll(/([a-z-]+)\s*:/g)].map((m) => m[1])
    expect(animated.length).toBeGreaterThan(0)
    expect(new Set(animated)).toEqual(new Set(['transform']))
    expect(skeletonCss).not.toMatch(/background-position/)
  })
})
