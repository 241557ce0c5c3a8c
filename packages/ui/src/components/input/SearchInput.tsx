import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { useMessages } from '../../i18n/LocaleProvider'
import { CloseIcon, SearchIcon } from '../../icons/icons'
import { IconButton } from '../button/IconButton'

export interface SearchInputProps {
  value: string
  onValueChange: (value: string) => void
  /** Accessible name. Default: the catalogue's 'wallet.search.label'. */
  label?: string
  placeholder?: string
  autoFocus?: boolean
}

/** A controlled search field with a clear button; Escape clears it first (and only closes the modal when empty). */
export function SearchInput({ value, onValueChange, label, placeholder, autoFocus }: SearchInputProps) {
  const { t } = useMessages()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  // Inside a Dialog, data-autofocus makes it the first thing focused; this covers use outside one.
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus()
  }, [autoFocus])

  const clear = () => {
    onValueChange('')
    inputRef.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value !== '') {
      event.stopPropagation()
      clear()
    }
  }

  return (
    <div className="portico-search" part="search-input">
      <SearchIcon className="portico-search-icon" />
      <label htmlFor={id} className="portico-visually-hidden">
        {label ?? t('wallet.search.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        part="input"
        className="portico-input portico-search-input"
        value={value}
        placeholder={placeholder ?? t('wallet.search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        data-autofocus={autoFocus || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {value !== '' && (
        <IconButton className="portico-search-clear" label={t('common.clear')} icon={<CloseIcon />} onClick={clear} />
      )}
    </div>
  )
}
