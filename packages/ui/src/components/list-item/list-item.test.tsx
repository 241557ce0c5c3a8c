import { cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { ListItem } from './ListItem'
import { WalletImage } from './WalletImage'
import { WalletRow } from './WalletRow'

afterEach(cleanup)

describe('WalletRow', () => {
  it('shows the name and a localized badge and selects on click or Enter-activated click', () => {
    const onSelect = vi.fn()
    const { view } = renderInShadow(<WalletRow name="Rabby" badge="installed" onSelect={onSelect} />)
    const row = view.getByRole('button', { name: /Rabby/ })
    expect(row.textContent).toContain('Installed')
    expect(row.getAttribute('part')).toBe('wallet-row')
    fireEvent.click(row)
    expect(onSelect).toHaveBeenCalledTimes(1)
  })

  it('translates the badge', () => {
    const { view } = renderInShadow(<WalletRow name="Rabby" badge="recent" />, { locale: 'ar' })
    expect(view.getByRole('button').textContent).toContain('حديثة')
  })

  it('loading disables it and says so', () => {
    const onSelect = vi.fn()
    const { view } = renderInShadow(<WalletRow name="Rabby" loading onSelect={onSelect} />)
    const row = view.getByRole('button') as HTMLButtonElement
    expect(row.disabled).toBe(true)
    expect(row.getAttribute('aria-busy')).toBe('true')
    expect(row.textContent).toContain('Loading')
  })
})

describe('ListItem', () => {
  it('renders description and trailing content', () => {
    const { view } = renderInShadow(<ListItem label="Ethereum" description="Mainnet" end={<span>1.00 ETH</span>} />)
    const item = view.getByRole('button')
    expect(item.textContent).toBe('EthereumMainnet1.00 ETH')
  })
})

describe('WalletImage', () => {
  it('shows a lettered placeholder while loading, the image once loaded, the placeholder again on error', () => {
    const { root } = renderInShadow(<WalletImage src="https://img.invalid/rabby.png" name="rabby" alt="Rabby logo" />)
    const box = root.querySelector<HTMLElement>('[part="wallet-image"]')!
    const img = box.querySelector('img')!
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(box.dataset.state).toBe('loading')
    expect(box.textContent).toBe('R')
    fireEvent.load(img)
    expect(box.dataset.state).toBe('loaded')
    expect(box.textContent).toBe('')
    fireEvent.error(img)
    expect(box.dataset.state).toBe('placeholder')
    expect(box.querySelector('img')).toBeNull()
    expect(box.textContent).toBe('R')
  })

  it('without a src shows only the placeholder', () => {
    const { root } = renderInShadow(<WalletImage name="Zerion" />)
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('[part="wallet-image"]')?.textContent).toBe('Z')
  })
})
