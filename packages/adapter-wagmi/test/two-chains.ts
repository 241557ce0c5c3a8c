import { withRpcUrl } from '@portico/common'
import { localEvm, localEvm2 } from '@portico/common/networks'
import { type RunningAnvil, startAnvil } from '@portico/testing'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { installWindow } from './browser-window'

export interface TwoChainPage {
  /** localEvm's anvil (31337) and localEvm2's (31338), started by the file's beforeAll. */
  readonly chainA: RunningAnvil
  readonly chainB: RunningAnvil
  /** The stand-in window wagmi's injected connector and EIP-6963 discovery look at. */
  readonly page: ReturnType<typeof installWindow>
  /** Run after each test (adapters destroyed, wallets no longer announced). */
  readonly cleanups: (() => void)[]
  /** localEvm and localEvm2 on the two anvils. */
  networks(): (typeof localEvm | typeof localEvm2)[]
}

/** Registers the file's hooks: two anvils and a window for the whole file, each test's cleanups after it. */
export function twoChainPage(): TwoChainPage {
  let chainA: RunningAnvil | undefined
  let chainB: RunningAnvil | undefined
  let page: ReturnType<typeof installWindow> | undefined
  const cleanups: (() => void)[] = []
  beforeAll(async () => {
    page = installWindow()
    ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  }, 30_000)
  afterAll(async () => {
    page?.restore()
    await Promise.all([chainA?.stop(), chainB?.stop()])
  })
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the chains start in beforeAll')
    return value
  }
  return {
    get chainA() {
      return started(chainA)
    },
    get chainB() {
      return started(chainB)
    },
    get page() {
      return started(page)
    },
    cleanups,
    networks: () => [withRpcUrl(localEvm, started(chainA).url), withRpcUrl(localEvm2, started(chainB).url)],
  }
}
