// SmartSessionList's rows: each session a card (app and status on the first line, permissions and expiry under it,
// Revoke at the inline end). The status keeps the text colour: green text fails contrast on the dark surface.
// Rendered by the view, so only apps with smart sessions fetch them.
export const sessionStyles = `
.portico-session { display: flex; align-items: center; gap: 12px; padding: 12px; background: var(--pc-surface);
  border-radius: var(--pc-radius-3); }
.portico-session > div { flex: 1; min-width: 0; }
.portico-session p { margin: 0; overflow-wrap: anywhere; }
.portico-session-status { display: inline-block; margin-inline-start: 6px; padding: 1px 8px; border-radius: 99px;
  font-size: 12px; font-weight: 600; border: 1px solid var(--pc-border); }
[data-status='active'] .portico-session-status { border-color: var(--pc-success); }
[data-status='expired'] .portico-session-status, [data-status='revoked'] .portico-session-status { color: var(--pc-muted); }
`
