import { CORE_ERROR_MESSAGES } from '@portico/common'
import type { OpenRequest } from '../modal/open-rules'
import type { Router, TransactionAction } from '../router/router'
import type { ApprovalRequest, AuthHost } from './contract'

/** §9: the message about an RPC method the embedded wallet does not serve shows 300 ms after the modal opens. */
export const UNSUPPORTED_MESSAGE_DELAY_MS = 300

interface AuthHostDeps {
  modal: { open: boolean }
  open(request: OpenRequest): void
  close(): void
  router: Router
  stack: TransactionAction[]
  showError(message: string): void
  /** AppKit's enableAuthLogger: false keeps the embedded wallet's errors out of the console. */
  log?: boolean
}

/**
 * §4 auth-provider RPC rules on core's side. An unsafe request opens ApproveTransaction (or is pushed on top of what
 * the open modal shows) and waits on the transaction stack; the view pops it with the user's answer. An unknown
 * method opens the modal, logs, shows the message after 300 ms and rejects whatever was waiting.
 */
export function createAuthHost(deps: AuthHostDeps): AuthHost & { settle(approved: boolean): void } {
  let openedForApproval = false
  return {
    log: deps.log,
    approve(request: ApprovalRequest): Promise<boolean> {
      return new Promise<boolean>((resolve) => {
        const wasOpen = deps.modal.open
        if (!wasOpen) {
          openedForApproval = true
          deps.open({ view: 'ApproveTransaction', data: { request } })
        } else deps.router.push('ApproveTransaction', { request })
        deps.router.pushTransactionStack({
          goBack: wasOpen,
          onSuccess: () => resolve(true),
          onError: () => resolve(false),
          onCancel: () => resolve(false),
        })
      })
    },
    unsupported(method: string): void {
      if (!deps.modal.open) deps.open({})
      if (deps.log !== false) console.error(`[portico] the embedded wallet does not support ${method}`)
      setTimeout(() => deps.showError(CORE_ERROR_MESSAGES.UNSUPPORTED_METHOD), UNSUPPORTED_MESSAGE_DELAY_MS)
      while (deps.stack.length) deps.router.popTransactionStack('error')
    },
    /** The user's answer in ApproveTransaction: pops the request; a modal opened only for it closes. */
    settle(approved: boolean): void {
      const empty = deps.router.popTransactionStack(approved ? 'success' : 'cancel')
      if (empty && openedForApproval) {
        openedForApproval = false
        deps.close()
      }
    },
  }
}
