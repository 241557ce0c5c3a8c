export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** One OpenID Connect client registration: the deployment names the issuer, so nothing defaults to a host. */
export interface OidcProviderConfig {
  /** Issuer identifier; its /.well-known/openid-configuration is read once. */
  issuer: string
  clientId: string
  clientSecret: string
  /** Default 'openid email profile'. */
  scope?: string
}

export interface AuthMail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: AuthMail): Promise<void>
}

export interface AuthOptions {
  smtp?: { host: string; port: number; from: string; secure?: boolean; user?: string; pass?: string }
  oidc?: Partial<Record<SocialProvider, OidcProviderConfig>>
  mailer?: Mailer
}
