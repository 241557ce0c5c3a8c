import type { RouteData, RouteDataArgs } from './route-data'
import { type ShownView, shownView, type View } from './views'

export type {
  ConnectTarget,
  DownloadWallet,
  PairingWallet,
  RouteData,
  RouteDataArgs,
  SendArguments,
  SendRecipient,
  SwapArguments,
  SwapSelectTokenData,
} from './route-data'
export {
  type AvailableView,
  isAvailableView,
  isView,
  routeToOpen,
  type ShownView,
  UNAVAILABLE_VIEWS,
  VIEW_ALIASES,
  VIEWS,
  type View,
} from './views'

type EntryOf<V extends View> = [RouteData[V]] extends [undefined]
  ? { view: V; data?: undefined }
  : undefined extends RouteData[V]
    ? { view: V; data?: RouteData[V] }
    : { view: V; data: RouteData[V] }

/** A view with its data, one member per view (switching on `view` gives the data's type). */
export type RouteEntry<V extends View = View> = V extends View ? EntryOf<V> : never

/** What the router shows: a view (never an alias) and exactly its data. */
export type CurrentRoute = { [V in ShownView]: { view: V; data: RouteData[V] } }[ShownView]

/** One pending action that waits on a view (e.g. ApproveTransaction); popped with its outcome. */
export interface TransactionAction {
  view?: View
  replace?: boolean
  goBack?: boolean
  onSuccess?: () => void
  onError?: (error?: unknown) => void
  onCancel?: () => void
}

export type RouterState = CurrentRoute & {
  history: RouteEntry<ShownView>[]
  transactionStack: TransactionAction[]
}

export function createRouterState(): RouterState {
  return { view: 'Connect', data: undefined, history: [{ view: 'Connect' }], transactionStack: [] }
}

/** A view and its data as one entry; an alias becomes the view it opens. */
export function routeEntry<V extends View>(view: V, data: RouteData[V] | undefined): RouteEntry<ShownView> {
  return { view: shownView(view), data } as RouteEntry<ShownView>
}

/** The data of `view` while the router shows it (undefined otherwise), for a view that reads its own data. */
export function routeDataOf<V extends ShownView, R extends { view: ShownView; data?: unknown }>(
  route: R,
  view: V,
): Extract<R, { view: V }>['data'] | undefined {
  return route.view === view ? (route as Extract<R, { view: V }>).data : undefined
}

/** The modal's navigation: a stack of `{ view, data }` (ARCHITECTURE.md). */
export function createRouter(state: RouterState) {
  const show = () => {
    const top = state.history[state.history.length - 1] ?? { view: 'Connect' }
    Object.assign(state, { view: top.view, data: top.data })
  }
  return {
    push<V extends View>(view: V, ...[data]: RouteDataArgs<V>) {
      const entry = routeEntry(view, data)
      const top = state.history[state.history.length - 1]
      if (top?.view === entry.view && top.data === entry.data) return
      state.history.push(entry)
      show()
    },
    replace<V extends View>(view: V, ...[data]: RouteDataArgs<V>) {
      const entry = routeEntry(view, data)
      if (state.history.length === 0) state.history.push(entry)
      else state.history[state.history.length - 1] = entry
      show()
    },
    goBack() {
      if (state.history.length > 1) state.history.pop()
      show()
    },
    reset<V extends View>(view: V, ...[data]: RouteDataArgs<V>) {
      state.history.splice(0, state.history.length, routeEntry(view, data))
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
