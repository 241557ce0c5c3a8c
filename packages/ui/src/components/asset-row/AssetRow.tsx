import { type ReactNode, useState } from 'react'

export interface AssetRowProps {
  label: ReactNode
  description?: ReactNode
  /** Trailing figure, e.g. a quantity or a fiat value. */
  end?: ReactNode
  /** Second trailing line under `end`. */
  endDescription?: ReactNode
  /** Image URL of the token or item; while absent or broken, `fallback` (one letter) shows. */
  iconUrl?: string | undefined
  fallback?: string
  /** ::part name. Default 'asset-row'. */
  part?: string
  'data-testid'?: string
}

/**
 * A read-only row of a list (a token balance, a transaction): an `li`, not a button, because it offers no action.
 * Put it inside a `ul` or `ol`.
 */
export function AssetRow({
  label,
  description,
  end,
  endDescription,
  iconUrl,
  fallback = '?',
  part = 'asset-row',
  'data-testid': testId,
}: AssetRowProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = Boolean(iconUrl) && failed !== iconUrl
  return (
    <li className="portico-asset-row" part={part} data-testid={testId}>
      <span className="portico-asset-row-icon" aria-hidden="true">
        {showImage ? (
          <img src={iconUrl} alt="" width={40} height={40} onError={() => setFailed(iconUrl ?? null)} />
        ) : (
          fallback.slice(0, 1).toUpperCase()
        )}
      </span>
      <span className="portico-asset-row-text">
        <span className="portico-asset-row-label">{label}</span>
        {description && <span className="portico-asset-row-description">{description}</span>}
      </span>
      {(end || endDescription) && (
        <span className="portico-asset-row-end">
          {end && <span className="portico-asset-row-value">{end}</span>}
          {endDescription && <span className="portico-asset-row-description">{endDescription}</span>}
        </span>
      )}
    </li>
  )
}
