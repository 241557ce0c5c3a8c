import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, setup } from './setup'

let h: Harness | undefined
afterEach(() => {
  h?.unmount()
  h = undefined
})

const branding = (harness: Harness) => harness.host().shadowRoot?.querySelector('[part="branding"]') ?? null

describe('footer branding follows the reownBranding flag (§3)', () => {
  it('shows the catalogue text by default', async () => {
    h = await setup()
    await act(async () => h?.core.open())
    expect(branding(h)?.textContent).toBe('UX by Portico')
  })

  it('is hidden when the project configuration turns the flag off, and back when it turns it on', async () => {
    h = await setup()
    await act(async () => h?.core.open())
    const harness = h
    expect(branding(harness)).not.toBeNull()
    act(() => harness.core.setRemoteFeatures([{ id: 'reownBranding', isEnabled: false, config: null }]))
    await waitFor(() => expect(branding(harness)).toBeNull())
    act(() => harness.core.setRemoteFeatures([{ id: 'reownBranding', isEnabled: true, config: null }]))
    await waitFor(() => expect(branding(harness)).not.toBeNull())
  })

  it('is hidden in basic mode', async () => {
    h = await setup({ basic: true })
    await act(async () => h?.core.open())
    expect(branding(h)).toBeNull()
  })
})
