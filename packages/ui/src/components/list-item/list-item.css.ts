export const listItemCss = `
.portico-list-item {
  font: inherit; color: inherit; margin: 0; width: 100%; min-height: 56px; cursor: pointer;
  display: flex; align-items: center; gap: 12px; padding: 8px 12px; text-align: start;
  background: var(--pc-surface); border: 1px solid transparent; border-radius: var(--pc-radius-3);
  transition: background-color 120ms ease;
}
.portico-list-item:hover:not(:disabled) { background: var(--pc-surface-hover); }
.portico-list-item:disabled { cursor: not-allowed; opacity: 0.55; }
.portico-list-item[aria-busy] { cursor: progress; opacity: 1; }
.portico-list-item-icon { display: inline-flex; flex: none; }
.portico-list-item-text { display: flex; flex-direction: column; flex: 1; min-width: 0; }
.portico-list-item-label { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-list-item-description { font-size: 13px; color: var(--pc-muted); }
.portico-badge {
  flex: none; font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 999px;
  background: color-mix(in srgb, var(--pc-accent) 15%, transparent);
  /* Accent text alone on its own 15% tint is under 4.5:1 at 12px; mixing in the text colour keeps the hue and passes
     in light and dark themes, also with a dark accent on the dark theme. */
  color: color-mix(in srgb, var(--pc-accent) 45%, var(--pc-fg));
}
.portico-wallet-image {
  position: relative; flex: none; display: inline-flex; align-items: center; justify-content: center;
  overflow: hidden; border-radius: var(--pc-radius-3); background: var(--pc-surface-hover);
  border: 1px solid var(--pc-border);
}
.portico-wallet-image img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.portico-wallet-image[data-state='loading'] img { opacity: 0; }
.portico-wallet-image-placeholder { font-weight: 700; color: var(--pc-muted); }
`
