import type { AppKitCore } from '@portico/core'
import { ListItem, useMessages } from '@portico/ui'
import { useCoreSnapshot } from '../../context/ModalContext'
import { startSocial } from './socialAttempt'
import { SocialLogo } from './socialLogo'
import { offeredSocials, platformOf, SOCIAL_NAMES } from './socialPlatform'

/** Social logins listed on Connect itself; more go to ConnectSocials. */
const CONNECT_SOCIALS = 2

/**
 * Connect's social rows: the first providers, and the way to all of them. A chunk of its own, loaded only by apps
 * whose embedded wallet signs in with social providers; the popup opens in the row's click.
 */
export default function SocialRows({ core }: { core: AppKitCore }) {
  const { t } = useMessages()
  const socials = offeredSocials(useCoreSnapshot().features.socials, platformOf())
  return (
    <>
      {socials.slice(0, CONNECT_SOCIALS).map((provider) => (
        <li key={provider}>
          <ListItem
            className="portico-wrap"
            label={t('connect.socialWith', { name: SOCIAL_NAMES[provider] })}
            icon={<SocialLogo provider={provider} />}
            onClick={() => startSocial(core, provider, { popupClosed: t('message.popupClosed') })}
          />
        </li>
      ))}
      {socials.length > CONNECT_SOCIALS && (
        <li>
          <ListItem
            className="portico-wrap"
            label={t('connect.social')}
            icon={<SocialLogo provider="more" />}
            onClick={() => core.router.push('ConnectSocials')}
          />
        </li>
      )}
    </>
  )
}
