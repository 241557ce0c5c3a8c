import type { SwapToken } from '@portico/blockchain-api'
import { Button } from '@portico/ui'
import { useId } from 'react'

interface SwapAmountFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  inputTestId: string
  token: SwapToken | undefined
  /** The pill's accessible name: what it changes. */
  tokenLabel: string
  tokenTestId: string
  /** Text of the pill with no token chosen. */
  emptyToken: string
  onChooseToken: () => void
}

/** A swap amount with its token as a pill inside the field (icon, symbol, chevron), which opens the token list. */
export function SwapAmountField(p: SwapAmountFieldProps) {
  const id = useId()
  return (
    <div className="portico-field">
      <label htmlFor={id} className="portico-field-label">
        {p.label}
      </label>
      <div className="portico-input portico-swap-box">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          placeholder="0"
          data-testid={p.inputTestId}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
        />
        <Button
          variant="secondary"
          size="sm"
          data-testid={p.tokenTestId}
          aria-label={p.tokenLabel}
          onClick={p.onChooseToken}
          icon={p.token?.logoUri ? <img src={p.token.logoUri} alt="" width={24} height={24} /> : undefined}
        >
          {p.token?.symbol ?? p.emptyToken}
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M3 4.5 6 7.5l3-3" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </Button>
      </div>
    </div>
  )
}
