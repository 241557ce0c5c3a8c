import { isMobileDevice } from '@portico/core/internal'
import { Alert, Button, QrCode, Spinner, useMessages } from '@portico/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useModal } from '../../context/ModalContext'
import { authProviderOf, connectSignedIn, reportAuthFailure } from '../email/auth'

const QR_SIZE = 240
const LINK_STYLE = { textDecoration: 'none' } as const

type Step = { status: 'loading' } | { status: 'waiting'; uri: string } | { status: 'failed' }

/**
 * §4 ConnectingFarcaster: the secure-site frame opens a Farcaster sign-in channel; its URI is shown as a QR code (and
 * as a link on mobile, where the Farcaster app is on the same device). Once the user approved in their Farcaster
 * client the frame is signed in and the embedded wallet connects; an expired or refused channel says §8's "Failed to
 * connect to farcaster" with a retry that opens a new channel.
 */
export default function ConnectingFarcasterView() {
  const { core } = useModal()
  const { t } = useMessages()
  const provider = authProviderOf(core)
  const [step, setStep] = useState<Step>({ status: 'loading' })
  const attempt = useRef(0)
  const retryRef = useRef<HTMLDivElement>(null)

  const start = useCallback(async () => {
    const mine = ++attempt.current
    setStep({ status: 'loading' })
    try {
      if (!provider?.farcasterStart || !provider.farcasterWait) throw new Error('Farcaster sign-in is not available')
      const uri = await provider.farcasterStart()
      if (attempt.current !== mine) return
      setStep({ status: 'waiting', uri })
      await provider.farcasterWait(uri)
      if (attempt.current !== mine) return
      await connectSignedIn(core)
    } catch (cause) {
      if (attempt.current !== mine) return
      reportAuthFailure(core, cause)
      setStep({ status: 'failed' })
    }
  }, [core, provider])

  useEffect(() => {
    void start()
    return () => {
      attempt.current += 1
      provider?.farcasterCancel?.()
    }
  }, [start, provider])

  useEffect(() => {
    if (step.status === 'failed') retryRef.current?.querySelector('button')?.focus()
  }, [step.status])

  const mobile = isMobileDevice(core.options)
  return (
    <div className="portico-stack" data-testid="portico-farcaster" data-status={step.status}>
      {step.status === 'loading' && (
        <div className="portico-status" aria-busy="true">
          <span role="status" className="portico-visually-hidden">
            {t('walletConnect.preparing')}
          </span>
          <Spinner />
        </div>
      )}
      {step.status === 'waiting' && (
        <>
          <div className="portico-status" data-testid="portico-farcaster-qr" data-uri={step.uri}>
            <QrCode value={step.uri} size={QR_SIZE} />
            <p className="portico-status-text">{t('farcaster.scan')}</p>
          </div>
          {mobile && (
            <a
              className="portico-button"
              data-variant="primary"
              data-full-width
              style={LINK_STYLE}
              href={step.uri}
              data-testid="portico-farcaster-link"
            >
              {t('farcaster.open')}
            </a>
          )}
        </>
      )}
      {step.status === 'failed' && (
        <div className="portico-stack" ref={retryRef}>
          <Alert title={t('message.farcasterConnectionFailed')} />
          <Button fullWidth onClick={() => void start()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  )
}
