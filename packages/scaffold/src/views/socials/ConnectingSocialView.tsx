import { Alert, Button, Spinner, useMessages } from '@portico/ui'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useModal } from '../../context/ModalContext'
import { useHeldWhileClosing } from '../../shell/closing'
import { socialAttemptOf, startSocial } from './socialAttempt'
import { SocialLogo } from './socialLogo'
import { SOCIAL_NAMES } from './socialPlatform'

/**
 * §4 ConnectingSocial: the provider's popup is open (watched every second by the embedded wallet); the modal waits
 * for the sign-in, or offers a retry when it failed. Closing the popup is handled where it was opened: back one view.
 */
export default function ConnectingSocialView() {
  const { core } = useModal()
  const { t } = useMessages()
  const store = socialAttemptOf(core)
  const attempt = useHeldWhileClosing(useSyncExternalStore(store.subscribe, store.get, store.get))
  const retryRef = useRef<HTMLDivElement>(null)
  const failed = attempt.status === 'error'

  useEffect(() => {
    if (failed) retryRef.current?.querySelector('button')?.focus()
  }, [failed])

  const provider = attempt.provider
  if (!provider) return <p className="portico-muted">{t('message.failedToConnect')}</p>
  const name = SOCIAL_NAMES[provider]
  return (
    <div className="portico-stack" data-testid="portico-connecting-social" data-status={attempt.status}>
      {attempt.status === 'waiting' && (
        <div role="status" className="portico-status portico-stack">
          <SocialLogo provider={provider} size={64} />
          <p className="portico-status-title">{t('connecting.waitingTitle', { name })}</p>
          <Spinner />
        </div>
      )}
      {failed && (
        <>
          <Alert title={t('message.failedToConnect')}>{attempt.message}</Alert>
          <div ref={retryRef}>
            <Button fullWidth onClick={() => startSocial(core, provider, { popupClosed: t('message.popupClosed') })}>
              {t('common.retry')}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
