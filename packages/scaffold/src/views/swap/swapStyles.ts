// Swap's amount fields: the token pill at the inline end; the amount, written left to right, at the start edge (the
// right in RTL, the slippage field too). Rendered by SwapView, so only apps that open Swap fetch them.
export const swapStyles = `
.portico-swap-box { display: flex; align-items: center; gap: 8px; padding: 6px; padding-inline-start: 12px; }
.portico-swap-box:focus-within { outline: 2px solid var(--pc-accent); }
.portico-swap-box input { flex: 1; min-width: 0; font: inherit; font-size: 22px; color: inherit; background: none;
  border: 0; outline: 0; }
[dir='rtl'] :is(.portico-swap-box input, [data-testid='portico-swap-slippage']) { text-align: right; }
.portico-swap-box button { max-width: 50%; border-radius: 99px; }
.portico-swap-box svg { margin-inline-start: 4px; }
[data-testid='portico-swap-flip'] { align-self: center; }
`
