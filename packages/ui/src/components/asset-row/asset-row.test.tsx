import { cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { AssetRow } from './AssetRow'

afterEach(cleanup)

describe('AssetRow', () => {
  it('is a read-only list item with label, description and trailing figures', () => {
    const { view } = renderInShadow(
      <ul>
        <AssetRow label="Portico USD" description="PUSD" end="1,000.000" endDescription="$1,000.00" fallback="p" />
      </ul>,
    )
    const row = view.getByRole('listitem')
    expect(row.textContent).toBe('PPortico USDPUSD1,000.000$1,000.00')
    expect(view.queryByRole('button')).toBeNull()
  })

  it('shows the image, and the one-letter fallback when the image fails', () => {
    const { view } = renderInShadow(
      <ul>
        <AssetRow label="Token" iconUrl="http://127.0.0.1:9/t.svg" fallback="token" />
      </ul>,
    )
    const img = view.getByRole('listitem').querySelector('img')
    expect(img?.getAttribute('src')).toBe('http://127.0.0.1:9/t.svg')
    fireEvent.error(img as HTMLImageElement)
    expect(view.getByRole('listitem').querySelector('img')).toBeNull()
    expect(view.getByRole('listitem').textContent).toBe('TToken')
  })
})
