import { createStore, isPorticoError, type Store } from '@portico/common'
import type { AppKitCore } from '@portico/core'
import { authProviderOf, connectSignedIn, reportAuthFailure } from '../email/auth'
import type { LoginProvider } from './socialPlatform'

/** The social login the modal waits on; kept outside React so ConnectingSocial shows it across remounts. */
export interface SocialAttempt {
  status: 'idle' | 'waiting' | 'error'
  provider?: LoginProvider
  message?: string
}

const stores = new WeakMap<AppKitCore, Store<SocialAttempt>>()

export function socialAttemptOf(core: AppKitCore): Store<SocialAttempt> {
  let store = stores.get(core)
  if (!store) {
    store = createStore<SocialAttempt>({ status: 'idle' })
    stores.set(core, store)
  }
  return store
}

/**
 * Starts a social login from a click: the embedded wallet opens its popup synchronously here (a popup opened after an
 * await is blocked). Success connects every namespace and closes the modal; the user closing the popup goes back to
 * where they chose the provider with the §8 message; any other failure stays in ConnectingSocial with a retry.
 */
export function startSocial(core: AppKitCore, provider: LoginProvider, text: { popupClosed: string }): void {
  const auth = authProviderOf(core)
  if (!auth?.connectSocial) return
  const store = socialAttemptOf(core)
  const attempt: SocialAttempt = { status: 'waiting', provider }
  store.set(attempt)
  const login = auth.connectSocial(provider)
  if (core.state.router.view !== 'ConnectingSocial') core.router.push('ConnectingSocial')
  login
    .then(async () => {
      // §7 SOCIAL_LOGIN_SUCCESS, sent here rather than through core/internal's helper: that would put the helper in
      // the modal's shared chunk, which every app loads, for a flow only embedded-wallet apps have.
      core.events.send('SOCIAL_LOGIN_SUCCESS', { provider })
      await connectSignedIn(core)
      if (store.get() === attempt) store.set({ status: 'idle' })
    })
    .catch((error: unknown) => {
      if (store.get() !== attempt) return
      if (isPorticoError(error, 'POPUP_CLOSED')) {
        store.set({ status: 'idle' })
        if (core.state.router.view === 'ConnectingSocial') core.router.goBack()
        core.snackbar.showError(text.popupClosed)
        return
      }
      const failure = reportAuthFailure(core, error)
      const message = failure?.message ?? (error instanceof Error ? error.message : String(error))
      store.set({ status: 'error', provider, message })
    })
}
