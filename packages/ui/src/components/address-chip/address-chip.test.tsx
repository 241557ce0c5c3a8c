import { truncateAddress } from '@portico/common'
import { act, cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { AddressChip } from './AddressChip'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const ADDRESS = '0xAbC1234567890abcdef1234567890ABCDEF98765'

describe('truncateAddress', () => {
  it('keeps the prefix, 4 leading and 4 trailing characters', () => {
    expect(truncateAddress(ADDRESS)).toBe('0xAbC1…8765')
    expect(truncateAddress('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')).toBe('bc1q…0wlh')
    expect(truncateAddress('0x12345678')).toBe('0x12345678')
  })
})

describe('AddressChip', () => {
  it('shows the truncated address with the full one in its title', () => {
    const { root } = renderInShadow(<AddressChip address={ADDRESS} copy={async () => {}} />)
    const text = root.querySelector('.portico-address-text')!
    expect(text.textContent).toBe('0xAbC1…8765')
    expect(text.getAttribute('title')).toBe(ADDRESS)
  })

  it('copies the full address, confirms politely, then resets', async () => {
    vi.useFakeTimers()
    const copy = vi.fn(async (_text: string) => {})
    const onCopied = vi.fn()
    const { view } = renderInShadow(<AddressChip address={ADDRESS} copy={copy} onCopied={onCopied} feedbackMs={1000} />)
    await act(async () => {
      fireEvent.click(view.getByRole('button', { name: 'Copy address' }))
    })
    expect(copy).toHaveBeenCalledWith(ADDRESS)
    expect(onCopied).toHaveBeenCalledTimes(1)
    expect(view.getByRole('status').textContent).toBe('Address copied')
    act(() => vi.advanceTimersByTime(1000))
    expect(view.getByRole('status').textContent).toBe('')
  })

  it('says so when the clipboard refuses', async () => {
    const { view } = renderInShadow(
      <AddressChip address={ADDRESS} copy={() => Promise.reject(new Error('denied'))} />,
      { locale: 'ar' },
    )
    await act(async () => {
      fireEvent.click(view.getByRole('button', { name: 'نسخ العنوان' }))
    })
    expect(view.getByRole('status').textContent).toBe('تعذّر النسخ')
  })

  it('uses navigator.clipboard by default', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { view } = renderInShadow(<AddressChip address={ADDRESS} />)
    await act(async () => {
      fireEvent.click(view.getByRole('button', { name: 'Copy address' }))
    })
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    vi.unstubAllGlobals()
  })
})
