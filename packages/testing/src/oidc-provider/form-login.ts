/**
 * Logs a test user in from Node the way a browser would: follows the provider's redirects with a cookie jar, fills
 * the login form, and stops at the first redirect that leaves the provider — the client's callback URL with `code`
 * (or `error`), which it returns without calling it.
 */
export async function logInWithForm(
  authorizationUrl: string,
  user: { username: string; password: string },
): Promise<URL> {
  const origin = new URL(authorizationUrl).origin
  const jar = new Map<string, string>()
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '))
    const res = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    return res
  }
  let res = await request(authorizationUrl)
  let submitted = false
  for (let hop = 0; hop < 10; hop++) {
    const location = res.headers.get('location')
    if (location) {
      const next = new URL(location, origin)
      if (next.origin !== origin) return next
      res = await request(next.href)
      continue
    }
    const html = await res.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (res.status !== 200 || !action || submitted) {
      throw new Error(`OIDC login stopped at ${res.status}: ${html.slice(0, 200)}`)
    }
    submitted = true
    res = await request(new URL(action, origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: user.username, password: user.password }).toString(),
    })
  }
  throw new Error('OIDC login did not come back to the client')
}
