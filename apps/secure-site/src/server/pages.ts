const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function page(title: string, script: string, body: string, meta = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<title>${title}</title>${meta}
<script type="module" src="${script}"></script>
</head>
<body>${body}</body>
</html>
`
}

export function framePage(config: { api: string; projectId: string; hostOrigin: string }): string {
  const meta = `\n<meta name="portico-frame" content="${escapeAttribute(JSON.stringify(config))}">`
  return page('Portico secure site', '/assets/frame.js', '<main id="root"></main>', meta)
}

export function socialStartPage(api: string): string {
  const meta = `\n<meta name="portico-popup" content="${escapeAttribute(api)}">`
  return page('Signing in…', '/assets/social-start.js', '<p role="status">Signing in…</p>', meta)
}

export function socialCallbackPage(): string {
  return page('Signing in…', '/assets/social-callback.js', '<p role="status">Finishing sign-in…</p>')
}

/**
 * What the social popup shows while the frame makes the authorization URL: the host opens the popup here in the
 * user's click (a popup opened later is blocked), then sends it to /social/start. No script.
 */
export function socialLoadingPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<title>Signing in…</title>
</head>
<body><p role="status">Signing in…</p></body>
</html>
`
}
