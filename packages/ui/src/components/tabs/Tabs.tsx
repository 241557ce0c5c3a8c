import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { useMessages } from '../../i18n/LocaleProvider'

export interface TabItem<T extends string = string> {
  id: T
  label: ReactNode
  disabled?: boolean
}

export interface TabsProps<T extends string = string> {
  tabs: ReadonlyArray<TabItem<T>>
  value: T
  onChange: (id: T) => void
  /** Accessible name of the tab list. */
  label: string
  /** Prefix for tab and panel ids; TabPanel needs the same. Default: a generated id. */
  idPrefix?: string
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`

/**
 * ARIA tabs with a roving tabindex: only the selected tab is in the Tab order; arrow keys (mirrored in RTL),
 * Home and End move between tabs and select them.
 */
export function Tabs<T extends string>({ tabs, value, onChange, label, idPrefix }: TabsProps<T>) {
  const { dir } = useMessages()
  const generated = useId()
  const prefix = idPrefix ?? generated
  const listRef = useRef<HTMLDivElement>(null)
  const enabled = tabs.filter((tab) => !tab.disabled)

  const select = (id: T) => {
    onChange(id)
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []
    Array.from(buttons)
      .find((el) => el.dataset.tabId === id)
      ?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === value)
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    let next: TabItem<T> | undefined
    if (event.key === forward) next = enabled[(index + 1) % enabled.length]
    else if (event.key === backward) next = enabled[(index - 1 + enabled.length) % enabled.length]
    else if (event.key === 'Home') next = enabled[0]
    else if (event.key === 'End') next = enabled[enabled.length - 1]
    if (!next) return
    event.preventDefault()
    select(next.id)
  }

  return (
    <div ref={listRef} role="tablist" aria-label={label} className="portico-tabs" part="tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === value
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(prefix, tab.id)}
            data-tab-id={tab.id}
            aria-selected={selected}
            aria-controls={panelId(prefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            disabled={tab.disabled}
            className="portico-tab"
            part={selected ? 'tab tab-selected' : 'tab'}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}

export interface TabPanelProps {
  /** The same prefix given to Tabs. */
  idPrefix: string
  tabId: string
  children?: ReactNode
}

export function TabPanel({ idPrefix, tabId: id, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      className="portico-tab-panel"
      part="tab-panel"
    >
      {children}
    </div>
  )
}
