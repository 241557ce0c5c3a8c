import type { AppKitCore, ShownView } from '@portico/core'
import {
  Alert,
  type AlertCode,
  alertMessageKeys,
  catalogueSettled,
  Dialog,
  Header,
  IconButton,
  InfoIcon,
  LocaleProvider,
  loadedCatalogue,
  ModalHost,
  porticoStyles,
  Skeleton,
  Snackbar,
  type ThemeVariables,
  Toast,
  useMessages,
} from '@portico/ui'
import { Component, type ReactNode, Suspense, useEffect, useMemo, useRef } from 'react'
import { attemptsOf } from '../connect/attempts'
import { heldSnapshots } from '../context/held-snapshots'
import { ModalContext, type ModalContextValue, useCoreSnapshot, useModal } from '../context/ModalContext'
import { forgetFailedRoute, loadRoute } from '../routes/loadRoute'
import { readPromise } from '../routes/readPromise'
import { routeOf } from '../routes/routes'
import { EmbeddedContext } from './closing'
import { useLeaveAttempts } from './leave-attempts'
import { scaffoldStyles } from './styles'
import { SNACKBAR_MS, useClosedModalToasts } from './toasts'
import { useViewFocus } from './useViewFocus'

export interface PorticoModalProps {
  core: AppKitCore
  /** BCP 47 tag of the catalogue and number formats. Default 'en'. */
  locale?: string
  themeVariables?: ThemeVariables
  /** False until core.initialize() has settled; views show skeletons meanwhile. Default true. */
  ready?: boolean
  /** Embedded mode: rendered in place, no overlay, no focus trap (§2). */
  embedded?: boolean
  /** Where the host element goes when not embedded. Default document.body. */
  container?: Element | null
  /**
   * While it returns true, an open modal renders as closed (mountModal's onShown, issue 22), read at each render; and
   * its components keep core's snapshot from before the open (context/held-snapshots.ts), so the open does not render
   * them.
   */
  held?: () => boolean
}

const STYLES = porticoStyles + scaffoldStyles

/** The modal shell: ModalHost (shadow root) + Dialog, driven by core's modal and router state. */
export function PorticoModal({
  core,
  locale = 'en',
  themeVariables,
  ready = true,
  embedded,
  container,
  held,
}: PorticoModalProps) {
  // While held, the root reads core's state through heldSnapshots: an open does not render it until it is revealed.
  const snapshots = useMemo(
    () => (held ? heldSnapshots(core, () => held() && core.state.modal.open) : undefined),
    [core, held],
  )
  const value = useMemo<ModalContextValue>(() => ({ core, ready, snapshots }), [core, ready, snapshots])
  return (
    <ModalContext.Provider value={value}>
      <LocaleProvider locale={locale}>
        <Shell
          themeVariables={themeVariables}
          embedded={embedded ?? core.options.embedded}
          container={container}
          held={held}
        />
      </LocaleProvider>
    </ModalContext.Provider>
  )
}

function Shell({
  themeVariables,
  embedded,
  container,
  held,
}: {
  themeVariables: ThemeVariables | undefined
  embedded: boolean
  container: Element | null | undefined
  held: (() => boolean) | undefined
}) {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const open = embedded || (snap.modal.open && !held?.())
  // While the close animation plays, keep showing the view that was open rather than the reset one.
  const shown = useRef(snap.router)
  if (open) shown.current = snap.router
  const router = shown.current
  const route = routeOf(router.view)
  const canGoBack = router.history.length > 1
  const viewRef = useRef<HTMLDivElement>(null)
  useViewFocus(viewRef, open, `${router.view}:${router.history.length}`)
  useClosedModalToasts(open)
  useLeaveAttempts(core, open, snap.router.history.length)
  // A closed modal forgets failed attempts, so reopening starts clean (a request in flight is kept).
  useEffect(() => {
    if (open) return
    for (const store of Object.values(attemptsOf(core)))
      if (store.get().status !== 'waiting') store.set({ status: 'idle' })
  }, [open, core])
  return (
    <ModalHost
      inline={embedded}
      container={container}
      themeMode={snap.theme.themeMode}
      themeVariables={themeVariables}
      styles={STYLES}
    >
      <Dialog
        open={open}
        modal={!embedded}
        onClose={() => core.close()}
        // §4: no closing while sign-in is required and the account has no session.
        dismissible={!snap.siwx.closeBlocked}
        onDismissBlocked={() => core.modal.shake()}
        shake={snap.modal.shake}
        busy={snap.modal.loading}
      >
        <Header
          title={t(route.title)}
          onBack={canGoBack ? () => core.router.goBack() : undefined}
          actions={
            router.view === 'Connect' ? (
              <IconButton
                part="help-button"
                label={t('help.open')}
                icon={<InfoIcon />}
                onClick={() => core.router.push('WhatIsAWallet')}
              />
            ) : undefined
          }
        />
        <AlertBanner />
        {/* Keyed by view: a new element per view, so the §9 150 ms view-change fade plays on every navigation (reduced
            motion turns it off in ui's stylesheet), not only when the dialog opens. */}
        <div key={router.view} ref={viewRef} className="portico-view" data-view={router.view}>
          <EmbeddedContext.Provider value={embedded}>
            <ViewBoundary key={router.view} view={router.view}>
              <Suspense fallback={<ViewSkeleton />}>
                <RouteView view={router.view} />
              </Suspense>
            </ViewBoundary>
          </EmbeddedContext.Provider>
        </div>
        {/* §3: the remote reownBranding flag (on by default, off in basic mode) shows the footer's branding. */}
        {snap.features.reownBranding ? (
          <p className="portico-branding" part="branding">
            {t('common.branding')}
          </p>
        ) : null}
        <SnackbarSlot />
      </Dialog>
      {embedded ? null : <ToastRegion open={open} />}
    </ModalHost>
  )
}

function RouteView({ view }: { view: ShownView }) {
  // A view waits for its locale's catalogue as it waits for its code, so its text never shows in English first.
  const { locale } = useMessages()
  if (!loadedCatalogue(locale)) readPromise(catalogueSettled(locale))
  // loadRoute marks the promise settled, so a prefetched view renders without suspending.
  const View = readPromise(loadRoute(routeOf(view))).default
  return <View />
}

function ViewSkeleton() {
  const { t } = useMessages()
  return (
    <div className="portico-stack" aria-busy="true">
      <span className="portico-visually-hidden">{t('common.loading')}</span>
      <Skeleton height={56} />
      <Skeleton height={56} />
    </div>
  )
}

/** A view whose chunk fails to load (offline, a deploy in between) shows an error with a retry, not a blank modal. */
class ViewBoundary extends Component<{ view: ShownView; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch() {
    // The failure is on screen now; the next render of this view (retry, or shown again) fetches the chunk again.
    forgetFailedRoute(routeOf(this.props.view))
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return <LoadFailed onRetry={() => this.setState({ failed: false })} />
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useMessages()
  return (
    <Alert
      title={t('message.somethingWentWrong')}
      action={
        <button type="button" className="portico-button" part="button" data-variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  )
}

function AlertBanner() {
  const { core } = useModal()
  const { t } = useMessages()
  const alert = useCoreSnapshot().alert
  if (!alert.open || !alert.key) return null
  // The §8 alerts' wording is ui's catalogue's (every core alert key has an entry: test/alerts.test.tsx).
  const keys = alertMessageKeys(alert.key as AlertCode)
  const title = t(keys.title)
  const text = t(keys.text, alert.params)
  const variant = alert.variant === 'info' ? 'info' : alert.variant === 'warning' ? 'warning' : 'error'
  return (
    <Alert variant={variant} title={title} onDismiss={() => core.alerts.close()}>
      {text}
    </Alert>
  )
}

function SnackbarSlot() {
  const { core } = useModal()
  const snackbar = useCoreSnapshot().snackbar
  if (!snackbar.open) return null
  return (
    <Snackbar
      variant={snackbar.variant}
      message={snackbar.message}
      onDismiss={() => core.snackbar.hide()}
      duration={snackbar.variant === 'loading' ? undefined : SNACKBAR_MS}
    />
  )
}

/**
 * While the modal is closed, core's snackbar shows as a toast over the page (still inside the shadow root, so host
 * CSS cannot reach it). The live region stays in the DOM so screen readers announce what is put into it.
 */
function ToastRegion({ open }: { open: boolean }) {
  const { core } = useModal()
  const { t } = useMessages()
  const snackbar = useCoreSnapshot().snackbar
  const shown = !open && snackbar.open
  return (
    <section className="portico-toasts" part="toasts" aria-live="polite" aria-label={t('toast.label')}>
      {shown && (
        <Toast
          variant={snackbar.variant}
          message={snackbar.message}
          onDismiss={() => core.snackbar.hide()}
          duration={snackbar.variant === 'loading' ? undefined : SNACKBAR_MS}
        />
      )}
    </section>
  )
}
