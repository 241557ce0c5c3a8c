export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'EmailLogin',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'ApproveTransaction',
  'SIWXSignMessage',
  'Swap',
  'ProfileWallets',
  'UpdateEmailWallet',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const

export type View = (typeof VIEWS)[number]

export interface RouteEntry {
  view: View
  data?: Record<string, unknown>
}

/** One pending action that waits on a view (e.g. ApproveTransaction); popped with its outcome. */
export interface TransactionAction {
  view?: View
  replace?: boolean
  goBack?: boolean
  onSuccess?: () => void
  onError?: (error?: unknown) => void
  onCancel?: () => void
}

export interface RouterState {
  view: View
  data: Record<string, unknown> | undefined
  history: RouteEntry[]
  transactionStack: TransactionAction[]
}

export function createRouterState(): RouterState {
  return { view: 'Connect', data: undefined, history: [{ view: 'Connect' }], transactionStack: [] }
}

/** The modal's navigation: a stack of `{ view, data }` (ARCHITECTURE.md). */
export function createRouter(state: RouterState) {
  const show = () => {
    const top = state.history[state.history.length - 1] ?? { view: 'Connect' }
    state.view = top.view
    state.data = top.data
  }
  return {
    push(view: View, data?: Record<string, unknown>) {
      const top = state.history[state.history.length - 1]
      if (top?.view === view && top.data === data) return
      state.history.push({ view, data })
      show()
    },
    replace(view: View, data?: Record<string, unknown>) {
      if (state.history.length === 0) state.history.push({ view, data })
      else state.history[state.history.length - 1] = { view, data }
      show()
    },
    goBack() {
      if (state.history.length > 1) state.history.pop()
      show()
    },
    reset(view: View, data?: Record<string, unknown>) {
      state.history.splice(0, state.history.length, { view, data })
      show()
    },
    pushTransactionStack(action: TransactionAction) {
      state.transactionStack.push(action)
      if (action.view) {
        if (action.replace) this.replace(action.view)
        else this.push(action.view)
      }
    },
    /** Pops the newest action and runs its callback; returns whether the stack is now empty. */
    popTransactionStack(outcome: 'success' | 'error' | 'cancel', error?: unknown): boolean {
      const action = state.transactionStack.pop()
      if (action?.goBack) this.goBack()
      if (outcome === 'success') action?.onSuccess?.()
      else if (outcome === 'error') action?.onError?.(error)
      else action?.onCancel?.()
      return state.transactionStack.length === 0
    },
  }
}

export type Router = ReturnType<typeof createRouter>
