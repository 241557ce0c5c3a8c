import { truncateAddress } from '@portico/common'
import { useEffect, useState } from 'react'
import { useMessages } from '../../i18n/LocaleProvider'
import { CheckIcon, CopyIcon } from '../../icons/icons'
import { IconButton } from '../button/IconButton'

export interface AddressChipProps {
  address: string
  /** Shown instead of the truncated address, e.g. a resolved name. */
  name?: string | undefined
  /** Writes to the clipboard. Default navigator.clipboard.writeText. */
  copy?: (text: string) => Promise<void>
  onCopied?: () => void
  /** How long the "copied" state lasts, in ms. Default 1500. */
  feedbackMs?: number
}

type CopyState = 'idle' | 'copied' | 'failed'

function clipboardWrite(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) return Promise.reject(new Error('No clipboard'))
  return navigator.clipboard.writeText(text)
}

/** A truncated address (full one in the title) with a copy button that confirms politely. */
export function AddressChip({ address, name, copy = clipboardWrite, onCopied, feedbackMs = 1500 }: AddressChipProps) {
  const { t } = useMessages()
  const [state, setState] = useState<CopyState>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), feedbackMs)
    return () => clearTimeout(timer)
  }, [state, feedbackMs])

  const onCopy = () => {
    copy(address).then(
      () => {
        setState('copied')
        onCopied?.()
      },
      () => setState('failed'),
    )
  }

  return (
    <span className="portico-address-chip" part="address-chip">
      <span className="portico-address-text" title={address} dir="ltr">
        {name ?? truncateAddress(address)}
      </span>
      <IconButton
        part="copy-button"
        label={t('address.copy')}
        icon={state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        onClick={onCopy}
      />
      <span role="status" className="portico-visually-hidden">
        {state === 'copied' ? t('address.copied') : state === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </span>
  )
}
