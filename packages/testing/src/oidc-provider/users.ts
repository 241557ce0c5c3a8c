/** The six social providers the modal offers; the local OIDC provider has one client for each. */
export const OIDC_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type OidcSocialProvider = (typeof OIDC_SOCIAL_PROVIDERS)[number]

export interface OidcTestUser {
  username: string
  password: string
  sub: string
  email: string
  name: string
}

/** Test users of the local OIDC provider (public test credentials, nothing secret). */
export const OIDC_TEST_USERS: readonly OidcTestUser[] = [
  { username: 'alice', password: 'alice-password', sub: 'user-alice', email: 'alice@portico.test', name: 'Alice Doe' },
  { username: 'bob', password: 'bob-password', sub: 'user-bob', email: 'bob@portico.test', name: 'Bob Roe' },
]

/** Shared by the six dev clients; a dev credential only. */
export const OIDC_DEV_CLIENT_SECRET = 'portico-dev-client-secret'

export const oidcClientId = (provider: OidcSocialProvider): string => `portico-${provider}`
