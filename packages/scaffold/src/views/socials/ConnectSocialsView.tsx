import { ListItem, useMessages } from '@portico/ui'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { startSocial } from './socialAttempt'
import { SocialLogo } from './socialLogo'
import { offeredSocials, platformOf, SOCIAL_NAMES } from './socialPlatform'

/** §2 ConnectSocials: every social login the app offers, when there are more than the Connect view shows. */
export default function ConnectSocialsView() {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const socials = offeredSocials(snap.features.socials, platformOf())
  return (
    <ul className="portico-list" aria-label={t('view.ConnectSocials.title')} data-testid="portico-connect-socials">
      {socials.map((provider) => (
        <li key={provider}>
          <ListItem
            className="portico-wrap"
            label={t('connect.socialWith', { name: SOCIAL_NAMES[provider] })}
            icon={<SocialLogo provider={provider} />}
            onClick={() => startSocial(core, provider, { popupClosed: t('message.popupClosed') })}
          />
        </li>
      ))}
    </ul>
  )
}
