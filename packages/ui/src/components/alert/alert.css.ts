export const alertCss = `
.portico-alert, .portico-snackbar {
  display: flex; align-items: flex-start; gap: 10px; padding: 10px 12px;
  border-radius: var(--pc-radius-3); border: 1px solid var(--pc-border); background: var(--pc-surface);
  --pc-tone: var(--pc-muted);
}
.portico-alert[data-variant='error'], .portico-snackbar[data-variant='error'] { --pc-tone: var(--pc-error); }
.portico-alert[data-variant='warning'], .portico-snackbar[data-variant='warning'] { --pc-tone: var(--pc-warning); }
.portico-alert[data-variant='success'], .portico-snackbar[data-variant='success'] { --pc-tone: var(--pc-success); }
.portico-alert[data-variant='info'], .portico-snackbar[data-variant='info'] { --pc-tone: var(--pc-accent); }
.portico-alert { border-color: color-mix(in srgb, var(--pc-tone) 40%, var(--pc-border)); }
.portico-alert-icon, .portico-snackbar-icon { color: var(--pc-tone); display: inline-flex; padding-top: 2px; }
.portico-alert-content { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 4px; }
.portico-alert-title { margin: 0; font-weight: 600; }
.portico-alert-text { margin: 0; font-size: 14px; color: var(--pc-muted); }
.portico-snackbar { align-items: center; border-radius: 999px; font-size: 14px; }
.portico-snackbar-message { flex: 1; }
.portico-snackbar[data-floating] {
  position: fixed; inset-inline: 16px; bottom: 16px; margin-inline: auto; max-width: 360px;
  z-index: calc(var(--pc-z-index) + 1); box-shadow: 0 4px 16px rgb(0 0 0 / 0.16);
  animation: portico-fade-in var(--pc-duration-dialog) ease-out both;
}
`
