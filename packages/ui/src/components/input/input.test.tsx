import { cleanup, fireEvent } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { Input } from './Input'
import { SearchInput } from './SearchInput'

afterEach(cleanup)

describe('Input', () => {
  it('is labelled and describes its hint', () => {
    const { view } = renderInShadow(<Input label="Email" hint="We send a code" />)
    const input = view.getByLabelText('Email')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(view.getByText('We send a code').id).toBe(input.getAttribute('aria-describedby'))
  })

  it('an error marks it invalid and is announced with it', () => {
    const { view } = renderInShadow(<Input label="Name" error="Too short" hideLabel />)
    const input = view.getByLabelText('Name')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(view.getByText('Too short').id)
  })
})

function ControlledSearch({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <SearchInput
      value={value}
      onValueChange={(v) => {
        setValue(v)
        onChange?.(v)
      }}
    />
  )
}

describe('SearchInput', () => {
  it('is a labelled search box that reports changes', () => {
    const onChange = vi.fn()
    const { view } = renderInShadow(<ControlledSearch onChange={onChange} />)
    const box = view.getByRole('searchbox', { name: 'Search wallets' })
    expect(box.getAttribute('placeholder')).toBe('Search wallet')
    fireEvent.change(box, { target: { value: 'rab' } })
    expect(onChange).toHaveBeenLastCalledWith('rab')
  })

  it('the clear button empties it and returns focus to the field', () => {
    const { view, root } = renderInShadow(<ControlledSearch />)
    const box = view.getByRole('searchbox') as HTMLInputElement
    expect(view.queryByRole('button', { name: 'Clear' })).toBeNull()
    fireEvent.change(box, { target: { value: 'meta' } })
    fireEvent.click(view.getByRole('button', { name: 'Clear' }))
    expect(box.value).toBe('')
    expect(root.activeElement).toBe(box)
  })

  it('Escape clears a non-empty field without letting the modal close; empty, it passes through', () => {
    const outer = vi.fn()
    const { view } = renderInShadow(
      // biome-ignore lint/a11y/noStaticElementInteractions: test listener standing in for the Dialog
      <div onKeyDown={(e) => e.key === 'Escape' && outer()}>
        <ControlledSearch />
      </div>,
    )
    const box = view.getByRole('searchbox') as HTMLInputElement
    fireEvent.change(box, { target: { value: 'x' } })
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(box.value).toBe('')
    expect(outer).not.toHaveBeenCalled()
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(outer).toHaveBeenCalledTimes(1)
  })
})
