import type { PageLike } from '../evm-wallet/inject'

// Indirect eval runs a script in the global scope, as a page runs its init scripts.
// biome-ignore lint/security/noGlobalEval: stands in for a browser page evaluating the injected script
const globalEval = (script: string): unknown => globalThis.eval(script)

export interface WindowPage extends PageLike {
  /** Runs the init scripts collected so far, as a page load would. */
  load(): void
  /** Makes the page "closed": wallet events stop reaching it. */
  close(): void
}

/**
 * A PageLike over the current global window (happy-dom in unit tests): lets a chain adapter's unit tests talk to a
 * test wallet through the same injected script a Playwright page runs.
 */
export function windowPage(): WindowPage {
  const scripts: string[] = []
  let closed = false
  const w = globalThis as unknown as Record<string, unknown>
  return {
    async exposeFunction(name, fn) {
      w[name] = fn
    },
    async addInitScript({ content }) {
      scripts.push(content)
    },
    async evaluate(script) {
      return globalEval(script)
    },
    isClosed: () => closed,
    load() {
      for (const s of scripts) globalEval(s)
    },
    close() {
      closed = true
    },
  }
}
