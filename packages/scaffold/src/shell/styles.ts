// Layout of the scaffold's views; colours, radii and motion come from ui's --pc-* variables so theming applies.
export const scaffoldStyles = `
.portico-view { padding: 8px 16px 16px; display: flex; flex-direction: column; gap: 8px;
  animation: portico-fade-in var(--pc-duration-view) ease-out both; }
.portico-branding { margin: 0; padding: 4px 16px 12px; text-align: center; font-size: 12px; color: var(--pc-muted); }
.portico-stack { display: flex; flex-direction: column; gap: 8px; }
.portico-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.portico-section-title { margin: 8px 0 0; font-size: 13px; font-weight: 600; color: var(--pc-muted); }
.portico-status { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 16px 0; }
/* A status block nested in one (waiting text + spinner) stays centred too, spinner included. */
.portico-status > .portico-stack { align-items: center; }
.portico-status-title { margin: 0; font-size: 16px; font-weight: 600; }
.portico-status-text { margin: 0; color: var(--pc-muted); }
.portico-account { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 8px 0; }
.portico-balance { margin: 0; font-size: 20px; font-weight: 600; font-variant-numeric: tabular-nums; }
.portico-muted { margin: 0; color: var(--pc-muted); font-size: 13px; }
/* Account side: account name, explorer link, wallet connections. */
.portico-account-name { margin: 0; font-size: 18px; font-weight: 600; }
.portico-link { color: var(--pc-accent); font-size: 13px; }
.portico-link:focus-visible { outline: 2px solid var(--pc-accent); outline-offset: 2px; }
.portico-connection { display: flex; flex-direction: column; gap: 8px; padding: 8px 12px;
  background: var(--pc-surface); border-radius: var(--pc-radius-3); }
.portico-connection-head { display: flex; align-items: center; gap: 12px; }
.portico-connection-text { display: flex; flex-direction: column; flex: 1; min-width: 0; }
.portico-connection-name { font-weight: 600; }
.portico-connection-actions { display: flex; gap: 8px; justify-content: flex-end; }
.portico-help-point { display: flex; flex-direction: column; gap: 4px; padding: 8px 0; }
/* Send views and the Account view's wallet features. */
.portico-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
/* The Account view's wallet features: one row, however many of the four are offered. */
.portico-features { display: flex; gap: 8px; }
.portico-features > .portico-button { flex: 1 1 0; min-width: 0; padding-inline: 4px; font-size: 14px; }
/* Label–value details (swap, send, approve, NFT): the label at the start, the value at the end of one line. */
dl.portico-stack { margin: 0; }
dl.portico-stack > div { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; }
dl.portico-stack dd { margin: 0; min-width: 0; overflow-wrap: anywhere; text-align: end; }
/* Rows whose label may take two lines rather than be cut (social logins: long in some languages). */
.portico-wrap .portico-list-item-label { white-space: normal; }
.portico-toasts { position: fixed; inset-inline: 0; bottom: 0; height: 0; z-index: var(--pc-z-index); }
`
