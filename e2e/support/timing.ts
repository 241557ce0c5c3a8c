import { availableParallelism, loadavg } from 'node:os'
import type { Page } from '@playwright/test'

/** The median of the samples (the mean of the middle two for an even count); NaN when there are none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

export interface MachineLoad {
  cores: number
  loadAverage1m: number
  /** More runnable work than 3× the cores: a latency budget measured now says nothing about the product. */
  overloaded: boolean
}

/**
 * The machine's state while a budget is measured. Budgets are asserted unless it is overloaded (other suites or
 * builds sharing its cores); the figures are written either way, with this beside them.
 */
export function machineLoad(): MachineLoad {
  const cores = availableParallelism()
  const load = loadavg()[0] ?? 0
  return { cores, loadAverage1m: Number(load.toFixed(2)), overloaded: load > 3 * cores }
}

/**
 * PORTICO_E2E_CPU_THROTTLE=N slows the page's main thread N× (Chromium's CPU throttling, as DevTools does): the
 * timing specs then show how the budgets fare on a slower machine than this one. 1 (the default) is no throttling.
 */
export function cpuThrottleRate(): number {
  const rate = Number(process.env.PORTICO_E2E_CPU_THROTTLE ?? 1)
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`PORTICO_E2E_CPU_THROTTLE must be a number ≥ 1 (${rate})`)
  return rate
}

/** Applies cpuThrottleRate() to the page (kept across its navigations: the session is the page's own). */
export async function throttleCpu(page: Page): Promise<void> {
  const rate = cpuThrottleRate()
  if (rate === 1) return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}
