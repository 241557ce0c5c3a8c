export const inputCss = `
.portico-field { display: flex; flex-direction: column; gap: 4px; }
.portico-field-label { font-size: 14px; font-weight: 600; }
.portico-field-hint { font-size: 13px; color: var(--pc-muted); }
.portico-field-error { font-size: 13px; color: var(--pc-error); }
.portico-input {
  font: inherit; color: inherit; margin: 0; width: 100%; min-height: 40px; padding: 0 12px;
  background: var(--pc-surface); border: 1px solid var(--pc-border); border-radius: var(--pc-radius-3);
}
.portico-input::placeholder { color: var(--pc-muted); }
.portico-input[aria-invalid='true'] { border-color: var(--pc-error); }
.portico-input:focus-visible { outline: 2px solid var(--pc-accent); outline-offset: 0; }
.portico-search { position: relative; display: flex; align-items: center; }
.portico-search-icon { position: absolute; inset-inline-start: 12px; color: var(--pc-muted); pointer-events: none; }
.portico-search-input { padding-inline: 36px; appearance: none; }
.portico-search-input::-webkit-search-cancel-button { display: none; }
.portico-search-clear { position: absolute; inset-inline-end: 2px; }
`
