export const networkBadgeCss = `
.portico-network-badge {
  font: inherit; color: inherit; margin: 0; display: inline-flex; align-items: center; gap: 6px;
  padding-block: 4px; padding-inline: 4px 10px; min-height: 28px; font-size: 14px; font-weight: 600;
  border-radius: 999px; background: var(--pc-surface); border: 1px solid var(--pc-border);
}
.portico-network-badge .portico-wallet-image { border-radius: 50%; }
button.portico-network-badge { cursor: pointer; }
button.portico-network-badge:hover { background: var(--pc-surface-hover); }
.portico-network-badge[data-unsupported] { color: var(--pc-warning); border-color: currentColor; padding-inline-start: 8px; }
`
