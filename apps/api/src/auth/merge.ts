import { randomUUID } from 'node:crypto'
import type { AuthProvider, AuthRepository, AuthUser } from '../store/repositories/auth'
import type { SocialIdentity } from './oidc'
import type { SocialProvider } from './options'

// Account merge (issue 16): one person, one wallet. The wallet belongs to a user row (its auth share, its recovery
// share, its device shares are all keyed by the user id), so signing in with a second method that proves the same
// email must land on the same row. Only proven emails join: a code proves an email user's, the provider's
// `email_verified` claim a social user's. An unproven claim gets a user of its own, or anyone could name someone
// else's address at a provider that does not check it and sign in to their wallet.

export interface ResolvedLogin {
  user: AuthUser
  created: boolean
}

/** The user a social login signs in to: its own, the one it was linked to, or the one who proved its email. */
export async function socialUser(
  repo: AuthRepository,
  projectId: string,
  provider: SocialProvider,
  identity: SocialIdentity,
  now: number,
): Promise<ResolvedLogin> {
  const own = await repo.findUser(projectId, provider, identity.subject)
  const linked = own ? undefined : await repo.findLinked(projectId, provider, identity.subject)
  if (linked) return { user: linked, created: false }
  const proven = identity.emailVerified ? identity.email : null
  const match = !own && proven ? await repo.findByVerifiedEmail(projectId, proven) : undefined
  if (match) {
    await repo.link({
      projectId,
      provider,
      identity: identity.subject,
      userId: match.id,
      username: identity.username,
      now,
    })
    return { user: match, created: false }
  }
  return repo.upsertUser({
    id: randomUUID(),
    projectId,
    provider,
    identity: identity.subject,
    email: identity.email,
    emailVerified: identity.emailVerified,
    username: identity.username,
    now,
  })
}

/** The user an email login signs in to: the email user, or else whoever proved this email through a provider. */
export async function emailUser(repo: AuthRepository, projectId: string, email: string): Promise<AuthUser | undefined> {
  return (await repo.findUser(projectId, 'email', email)) ?? (await repo.findByVerifiedEmail(projectId, email))
}

/** The user as this login shows them: signed in with `provider`, even when the account was first made with another. */
export const signedInWith = (user: AuthUser, provider: AuthProvider, username: string | null): AuthUser =>
  user.provider === provider ? user : { ...user, provider, username: username ?? user.username }
