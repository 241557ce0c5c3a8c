import type { CoreAnalytics } from '../core/app-kit-core'
import type { SocialProvider } from '../options/options'

/**
 * §7 SOCIAL_LOGIN_SUCCESS: the social login flow calls this once the provider's redirect is verified and the embedded
 * wallet answers with the account. A function of its own, not a method of the events object, so an app without social
 * login carries none of it.
 */
export function socialLoginSucceeded(events: Pick<CoreAnalytics, 'send'>, provider: SocialProvider): void {
  events.send('SOCIAL_LOGIN_SUCCESS', { provider })
}
