import type { ListedSmartSession } from '@portico/blockchain-api/sessions'
import { Alert, Button, injectStyles, Skeleton, useMessages } from '@portico/ui'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { apiClientOf } from '../../api/apiClient'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { useRemote } from '../account/useRemote'
import { usePerCoreStore } from '../per-core-store'
import { sessionStyles } from './sessionStyles'
import {
  appOf,
  caipAddressOf,
  loadSessions,
  permissionsOf,
  revocable,
  revokeProgressOf,
  revokeSession,
  statusOf,
} from './smartSessions'

/**
 * AppKit's SmartSessionList (issue 19): the smart account's sessions as apps/api keeps them (app, permissions,
 * expiry, status), each active one revocable with the account's signature. Reached from SmartAccountSettings when
 * the app turned smart sessions on.
 */
export default function SmartSessionListView() {
  const { core } = useModal()
  const { t, locale } = useMessages()
  useCoreSnapshot()
  // The rows' styles come with this chunk, into the modal's shadow root before paint (an adopted sheet, CSP-safe).
  const rootRef = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const root = rootRef.current?.getRootNode()
    return root instanceof ShadowRoot ? injectStyles(root, sessionStyles) : undefined
  }, [])
  const api = apiClientOf(core)
  const caipAddress = caipAddressOf(core)
  const sessions = useRemote<ListedSmartSession[]>(caipAddress, (signal) =>
    loadSessions(api, caipAddress as string, signal),
  )
  // Kept per core, not in the view: revoking on chain puts the wallet's ApproveTransaction over this view, which is
  // mounted afresh when it pops, and must still show the revoke in flight and then its outcome.
  const [{ revoking, failed, settled }, setRevoke] = usePerCoreStore(revokeProgressOf(core))
  const { reload } = sessions
  // The list again once a revoke settled (a fresh mount loads it anyway).
  useEffect(() => {
    if (settled > 0) reload()
  }, [settled, reload])

  const revoke = (session: ListedSmartSession) => {
    if (!caipAddress || revoking) return
    setRevoke({ revoking: session.pci, failed: false })
    revokeSession(core, api, caipAddress, session).then(
      () => setRevoke({ revoking: undefined, settled: revokeProgressOf(core).get().settled + 1 }),
      () => setRevoke({ revoking: undefined, failed: true }),
    )
  }

  const now = Date.now()
  // In the modal's locale, not the browser's: the rest of the row is.
  const expiryFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div ref={rootRef} className="portico-stack" data-testid="portico-smart-session-list">
      <p className="portico-status-text">{t('smartSession.intro')}</p>
      {sessions.status === 'loading' && <Skeleton />}
      {sessions.status === 'error' && <Alert title={t('smartSession.loadFailed')} />}
      {sessions.status === 'ready' && sessions.data.length === 0 && (
        <p className="portico-muted" role="status">
          {t('smartSession.empty')}
        </p>
      )}
      {sessions.status === 'ready' && sessions.data.length > 0 && (
        <ul className="portico-list" aria-label={t('view.SmartSessionList.title')}>
          {sessions.data.map((session) => {
            const status = statusOf(session, now)
            const app = appOf(session)
            return (
              <li
                key={session.pci}
                className="portico-session"
                data-testid="portico-smart-session"
                data-status={status}
              >
                <div>
                  <p>
                    {app ? t('smartSession.app', { name: app }) : t('smartSession.unknownApp')}
                    <span className="portico-session-status" data-testid="portico-smart-session-status">
                      {t(`smartSession.${status}`)}
                    </span>
                  </p>
                  <p className="portico-muted">
                    {permissionsOf(session)} ·{' '}
                    {t('smartSession.expires', { date: expiryFormat.format(session.expiry * 1000) })}
                  </p>
                </div>
                {revocable(session, status) && (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={revoking === session.pci}
                    disabled={revoking !== undefined}
                    onClick={() => revoke(session)}
                    data-testid="portico-smart-session-revoke"
                  >
                    {t('smartSession.revoke')}
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {failed && (
        <div data-testid="portico-smart-session-revoke-failed">
          <Alert title={t('smartSession.revokeFailed')} />
        </div>
      )}
    </div>
  )
}
