import type { IncomingMessage } from 'node:http'
import type { RecoveryStore } from './recovery-store'
import type { SessionCheck } from './session-check'

export interface Answer {
  status: number
  body?: unknown
}

const MAX_BODY = 4_096
const SHARE = /^[A-Za-z0-9_-]{20,400}$/

const problem = (status: number, code: string, message: string): Answer => ({ status, body: { code, message } })

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY) throw new RangeError('body too large')
    chunks.push(chunk)
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

/**
 * `PUT /recovery-share` `{ recoveryShare }` → 204 (409 once one exists); `GET /recovery-share` → `{ recoveryShare }`
 * or 404. Both need `Authorization: Bearer <apps/api session token>`, which apps/api itself confirms.
 */
export async function recoveryShareRoute(
  request: IncomingMessage,
  url: URL,
  deps: { store: RecoveryStore; checkSession: SessionCheck },
): Promise<Answer> {
  const token = request.headers.authorization?.match(/^Bearer ([A-Za-z0-9_-]{16,200})$/)?.[1]
  const projectId = url.searchParams.get('projectId')
  if (!projectId) return problem(400, 'BAD_REQUEST', 'Missing query parameter projectId')
  if (!token) return problem(401, 'UNAUTHORIZED', 'A session token is required')
  let userId: string | undefined
  try {
    userId = await deps.checkSession(token, projectId)
  } catch {
    return problem(502, 'SESSION_CHECK_FAILED', 'The session could not be checked')
  }
  if (!userId) return problem(401, 'UNAUTHORIZED', 'The session is not valid')

  if (request.method === 'GET') {
    const share = await deps.store.get(userId)
    return share ? { status: 200, body: { recoveryShare: share } } : problem(404, 'NOT_FOUND', 'No recovery share')
  }
  if (request.method === 'PUT') {
    let body: unknown
    try {
      body = await readJson(request)
    } catch {
      return problem(400, 'BAD_REQUEST', 'The body must be JSON of at most 4 KB')
    }
    const share = (body as { recoveryShare?: unknown } | null)?.recoveryShare
    if (typeof share !== 'string' || !SHARE.test(share))
      return problem(400, 'BAD_REQUEST', 'recoveryShare must be a base64url string')
    return (await deps.store.putOnce(userId, share))
      ? { status: 204 }
      : problem(409, 'CONFLICT', 'This user already has a recovery share')
  }
  return problem(405, 'METHOD_NOT_ALLOWED', 'Use GET or PUT')
}
