export const tabsCss = `
.portico-tabs { display: flex; gap: 4px; padding: 4px; border-radius: var(--pc-radius-3); background: var(--pc-surface); }
.portico-tab {
  flex: 1; font: inherit; font-size: 14px; font-weight: 600; color: var(--pc-muted); cursor: pointer;
  min-height: 32px; margin: 0; border: 0; border-radius: var(--pc-radius-2); background: transparent;
}
.portico-tab[aria-selected='true'] { background: var(--pc-bg); color: var(--pc-fg); box-shadow: 0 1px 2px rgb(0 0 0 / 0.08); }
.portico-tab:disabled { cursor: not-allowed; opacity: 0.5; }
.portico-tab-panel { padding-top: 8px; }
`
