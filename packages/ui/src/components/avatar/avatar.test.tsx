import { cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { Avatar } from './Avatar'
import { avatarBaseColor, avatarTints } from './tints'

afterEach(cleanup)

const ADDRESS = '0x3366ffA1b2C3d4E5f60718293a4B5c6D7e8F9012'

describe('avatarTints', () => {
  it('takes an EVM address’s first 6 hex digits as the base colour', () => {
    expect(avatarBaseColor(ADDRESS)).toEqual([0x33, 0x66, 0xff])
  })

  it('gives 5 tints in 15 % steps toward white', () => {
    // 0x33 = 51: 51 + (255 - 51) * k for k = 0, .15, .3, .45, .6 → 51, 81.6, 112.2, 142.8, 173.4
    // Blue 0xff stays 255; green 0x66 = 102 → 124.95, 147.9, 170.85, 193.8 → 7d, 94, ab, c2.
    expect(avatarTints(ADDRESS)).toEqual(['#3366ff', '#527dff', '#7094ff', '#8fabff', '#adc2ff'])
  })

  it('is deterministic and case-insensitive for non-EVM addresses, and differs between addresses', () => {
    const sol = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    expect(avatarTints(sol)).toEqual(avatarTints(sol))
    expect(avatarTints(sol.toUpperCase())).toEqual(avatarTints(sol))
    expect(avatarTints(sol)).not.toEqual(avatarTints('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'))
    expect(avatarTints(sol)).toHaveLength(5)
  })
})

describe('Avatar', () => {
  it('without an image shows the tinted fallback with a labelled role=img', () => {
    const { view } = renderInShadow(<Avatar address={ADDRESS} />)
    const avatar = view.getByRole('img', { name: 'Avatar for 0x3366…9012' })
    expect(avatar.hasAttribute('data-fallback')).toBe(true)
    expect(avatar.dataset.tints).toBe(avatarTints(ADDRESS).join(' '))
    expect(avatar.style.background).toContain('radial-gradient')
  })

  it('shows the image, and falls back to the tints when it fails', () => {
    const { view } = renderInShadow(<Avatar address={ADDRESS} src="https://img.invalid/a.png" />)
    const avatar = view.getByRole('img', { name: /Avatar for/ })
    expect(avatar.hasAttribute('data-fallback')).toBe(false)
    fireEvent.error(avatar.querySelector('img')!)
    expect(avatar.hasAttribute('data-fallback')).toBe(true)
    expect(avatar.querySelector('img')).toBeNull()
  })
})
