export const buttonCss = `
.portico-button, .portico-icon-button {
  font: inherit; color: inherit; margin: 0; cursor: pointer; border: 1px solid transparent;
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  transition: background-color 120ms ease, opacity 120ms ease;
}
.portico-button { min-height: 40px; padding: 0 16px; border-radius: var(--pc-radius-3); font-weight: 600; font-size: 15px; }
.portico-button[data-size='sm'] { min-height: 32px; padding: 0 12px; font-size: 14px; border-radius: var(--pc-radius-2); }
.portico-button[data-full-width] { width: 100%; }
.portico-button[data-variant='primary'] { background: var(--pc-accent); color: var(--pc-on-accent); }
.portico-button[data-variant='primary']:hover:not(:disabled) { background: color-mix(in srgb, var(--pc-accent), #000 10%); }
.portico-button[data-variant='secondary'] { background: var(--pc-surface); border-color: var(--pc-border); }
.portico-button[data-variant='ghost'] { background: transparent; }
.portico-button[data-variant='danger'] { background: var(--pc-error); color: #fff; }
.portico-button:is([data-variant='secondary'], [data-variant='ghost']):hover:not(:disabled) { background: var(--pc-surface-hover); }
.portico-button:disabled, .portico-icon-button:disabled { cursor: not-allowed; opacity: 0.55; }
.portico-button[aria-busy] { cursor: progress; }
.portico-icon-button { width: 36px; height: 36px; padding: 0; border-radius: var(--pc-radius-2); background: transparent; }
.portico-icon-button[data-variant='secondary'] { background: var(--pc-surface); border-color: var(--pc-border); }
.portico-icon-button:hover:not(:disabled) { background: var(--pc-surface-hover); }
.portico-spinner { animation: portico-spin 0.8s linear infinite; }
@keyframes portico-spin { to { transform: rotate(360deg); } }
`
