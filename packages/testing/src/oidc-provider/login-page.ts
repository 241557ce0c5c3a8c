const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * The provider's login form: plain HTML with labelled fields, so an e2e fills it like a person would. An empty icon,
 * so the browser asks for no /favicon.ico (a 404 the e2e page guard reports as a console error).
 */
export function loginPage(input: { uid: string; clientId: string; error?: string }): string {
  const title = `Sign in to ${escapeHtml(input.clientId)}`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="icon" href="data:,"></head><body>
<main><h1>${title}</h1>
${input.error ? `<p role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(input.uid)}/login">
<label>Username <input name="username" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form></main></body></html>`
}
