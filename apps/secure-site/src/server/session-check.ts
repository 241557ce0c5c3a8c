/** The user id behind an apps/api session token, asked of apps/api itself; undefined when the token is not valid. */
export type SessionCheck = (token: string, projectId: string) => Promise<string | undefined>

export function apiSessionCheck(apiUrl: string, fetchFn: typeof fetch = fetch): SessionCheck {
  return async (token, projectId) => {
    const url = new URL('/auth/v1/session', apiUrl)
    url.searchParams.set('projectId', projectId)
    const response = await fetchFn(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    })
    if (response.status === 401 || response.status === 403) return undefined
    if (!response.ok) throw new Error(`apps/api /auth/v1/session answered ${response.status}`)
    const body = (await response.json()) as { user?: { id?: unknown } }
    return typeof body.user?.id === 'string' ? body.user.id : undefined
  }
}
