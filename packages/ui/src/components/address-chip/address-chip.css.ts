export const addressChipCss = `
.portico-address-chip {
  display: inline-flex; align-items: center; gap: 2px; padding-inline: 12px 2px;
  border-radius: 999px; background: var(--pc-surface); border: 1px solid var(--pc-border);
}
.portico-address-text { font-weight: 600; font-variant-numeric: tabular-nums; unicode-bidi: isolate; }
.portico-address-chip .portico-icon-button { width: 32px; height: 32px; border-radius: 999px; }
`
