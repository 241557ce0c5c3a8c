import { cleanup, fireEvent } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { TabPanel, Tabs } from './Tabs'

afterEach(cleanup)

type Tab = 'tokens' | 'nfts' | 'activity'
const TABS = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
] as const

function AccountTabs() {
  const [tab, setTab] = useState<Tab>('tokens')
  return (
    <>
      <Tabs tabs={TABS} value={tab} onChange={setTab} label="Account" idPrefix="acct" />
      <TabPanel idPrefix="acct" tabId={tab}>
        panel {tab}
      </TabPanel>
    </>
  )
}

describe('Tabs', () => {
  it('follows the ARIA tabs pattern with a roving tabindex', () => {
    const { view } = renderInShadow(<AccountTabs />)
    expect(view.getByRole('tablist', { name: 'Account' })).toBeTruthy()
    const tabs = view.getAllByRole('tab')
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1])
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true')
    const panel = view.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id)
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id)
  })

  it('arrow keys move focus and selection, wrapping; Home and End jump', () => {
    const { view, root } = renderInShadow(<AccountTabs />)
    const tabs = () => view.getAllByRole('tab')
    tabs()[0]?.focus()
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowRight' })
    expect(root.activeElement?.textContent).toBe('NFTs')
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1])
    expect(view.getByRole('tabpanel').textContent).toBe('panel nfts')
    fireEvent.keyDown(tabs()[1]!, { key: 'End' })
    expect(root.activeElement?.textContent).toBe('Activity')
    fireEvent.keyDown(tabs()[2]!, { key: 'ArrowRight' })
    expect(root.activeElement?.textContent).toBe('Tokens')
    fireEvent.keyDown(tabs()[0]!, { key: 'ArrowLeft' })
    expect(root.activeElement?.textContent).toBe('Activity')
    fireEvent.keyDown(tabs()[2]!, { key: 'Home' })
    expect(root.activeElement?.textContent).toBe('Tokens')
  })

  it('mirrors arrow keys in RTL', () => {
    const { view, root } = renderInShadow(<AccountTabs />, { locale: 'ar' })
    const first = view.getAllByRole('tab')[0]!
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowLeft' })
    expect(root.activeElement?.textContent).toBe('NFTs')
  })

  it('skips disabled tabs', () => {
    const { view, root } = renderInShadow(
      <Tabs
        tabs={[
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B', disabled: true },
          { id: 'c', label: 'C' },
        ]}
        value="a"
        onChange={() => {}}
        label="x"
      />,
    )
    const first = view.getAllByRole('tab')[0]!
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(root.activeElement?.textContent).toBe('C')
  })
})
