import type { ChainNamespace } from '@portico/common'
import { connectMethodOrder, type OpenRequest, resolveCloseView, resolveOpenView } from '../modal/open-rules'
import { isMobileDevice } from '../options/is-mobile'
import { routeToOpen } from '../router/router'
import type { View } from '../router/views'
import type { CoreContext } from './context'

/** The email, email-update, social and Farcaster views need the embedded wallet's auth connector. */
const EMAIL_VIEWS = /Email|Social|Farcaster/

/** §2 modal wiring: which view opening and closing land on, and the Connect view's method order. */
export function createModalFlow(ctx: CoreContext, shouldShowUnsupportedChain: (namespace: ChainNamespace) => boolean) {
  const { state, options, opts, modal, router, warn } = ctx
  const isMobile = () => isMobileDevice(options)

  function hasActiveAddress(): boolean {
    const active = state.chain.activeChain
    return Boolean(active && state.chain.chains[active]?.accountState.address)
  }

  const hasAuthConnector = () => Object.values(state.connectors).some((list) => list?.some((c) => c.type === 'auth'))

  /** Views this version has that an app can show only with an embedded wallet, or with a request to approve. */
  function canShow(view: View, data: unknown): boolean {
    // §5: the email update (UpdateEmail…) only for a connected email or social account of the embedded wallet.
    if (EMAIL_VIEWS.test(view))
      return view[0] === 'U'
        ? Object.values(state.chain.chains).some((r) => r?.accountState.connectedWalletInfo?.type === 'auth')
        : hasAuthConnector()
    if (view === 'ApproveTransaction') return typeof data === 'object' && data !== null && 'request' in data
    // Issue 19: the embedded wallet's smart sessions, only where the app turned them on (§9 default off).
    if (view === 'SmartSessionList') return opts.enableSmartSessions && hasAuthConnector()
    return true
  }

  return {
    /** Opens on the view the opening rules pick (§2): other namespace, no adapters, asked view, Account, Connect. */
    open(request: OpenRequest = {}): void {
      const entry = resolveOpenView(
        { ...request, ...routeToOpen(request.view, request.data, warn, canShow) },
        {
          activeChain: state.chain.activeChain,
          noAdapters: state.chain.noAdapters,
          manualWCControl: opts.manualWCControl,
          hasAddress: hasActiveAddress(),
          isMobile: isMobile(),
          onUnsupportedChain: Boolean(state.chain.activeChain && shouldShowUnsupportedChain(state.chain.activeChain)),
        },
      )
      router.reset(entry.view, entry.data)
      modal.setOpen(true)
    },

    /** §2 closing resets to Connect (embedded: Account while connected). */
    close(): void {
      // §4: closing rejects what still waits for the user's answer (an unsafe request in ApproveTransaction).
      while (state.router.transactionStack.length > 0) router.popTransactionStack('cancel')
      modal.setOpen(false)
      // Loading belongs to one opening: a modal opened again must not come back with a stale spinner.
      modal.setLoading(false)
      router.reset(resolveCloseView(opts.embedded, hasActiveAddress()))
    },

    connectMethodOrder(): ReturnType<typeof connectMethodOrder> {
      const hasInjected = Object.values(state.connectors).some((list) =>
        list?.some((c) => c.type === 'injected' || c.type === 'announced'),
      )
      return connectMethodOrder(hasInjected, options.connectMethodsOrder)
    },
  }
}
