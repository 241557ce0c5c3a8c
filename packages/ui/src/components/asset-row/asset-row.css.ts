export const assetRowCss = `
.portico-asset-row {
  display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 12px;
  background: var(--pc-surface); border-radius: var(--pc-radius-3);
}
.portico-asset-row-icon {
  flex: none; width: 40px; height: 40px; border-radius: 999px; overflow: hidden; display: inline-flex;
  align-items: center; justify-content: center; font-weight: 700; color: var(--pc-muted);
  background: var(--pc-surface-hover); border: 1px solid var(--pc-border);
}
.portico-asset-row-icon img { width: 100%; height: 100%; object-fit: cover; }
.portico-asset-row-text { display: flex; flex-direction: column; flex: 1; min-width: 0; }
.portico-asset-row-label { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-asset-row-description { font-size: 13px; color: var(--pc-muted); }
.portico-asset-row-end { display: flex; flex-direction: column; align-items: flex-end; flex: none;
  font-variant-numeric: tabular-nums; }
.portico-asset-row-value { font-weight: 600; }
`
