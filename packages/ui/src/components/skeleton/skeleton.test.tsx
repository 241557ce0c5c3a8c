import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { Skeleton } from './Skeleton'

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
})
