import type { SwapToken } from '@portico/blockchain-api'
import { Button } from '@portico/ui'
import { useId } from 'react'

// Ships with the Swap view rather than the modal's shared styles, which load with every view. The box follows the
// page's direction (the pill sits at the inline end); the amount itself is always written left to right, and in a
// right-to-left page it stays at the box's start edge, the right (the slippage field too, to match).
export const SWAP_FIELD_STYLE = `.portico-swap-box{display:flex;align-items:center;gap:8px;padding:6px;
padding-inline-start:12px}.portico-swap-box:focus-within{outline:2px solid var(--pc-accent)}.portico-swap-box input{flex:1;
min-width:0;font:inherit;font-size:22px;color:inherit;background:none;border:0;outline:0}[dir=rtl] :is(.portico-swap-box
input,[data-testid=portico-swap-slippage]){text-align:right}.portico-swap-box button{max-width:50%;border-radius:99px}
.portico-swap-box svg{margin-inline-start:4px}[data-testid=portico-swap-flip]{align-self:center}`

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
