import type { DevStackUrls } from '@portico/testing'
// What the global setup hands to the test workers (separate processes) through the environment: the dev stack's
// URLs, in the same shape the lab reads from PORTICO_STACK_JSON.
export const STACK_ENV = 'PORTICO_STACK_JSON'
export const STACK_START_ENV = 'PORTICO_STACK_START_MS'

export type StackUrls = DevStackUrls<{ lab: true }>

export interface StackInfo {
  urls: StackUrls
  startMs: number
}

export function readStack(): StackInfo {
  const raw = process.env[STACK_ENV]
  if (!raw) throw new Error(`${STACK_ENV} is not set: run the specs through playwright.config.ts (its global setup).`)
  return { urls: JSON.parse(raw) as StackUrls, startMs: Number(process.env[STACK_START_ENV] ?? Number.NaN) }
}

export function writeStack(info: StackInfo): void {
  process.env[STACK_ENV] = JSON.stringify(info.urls)
  process.env[STACK_START_ENV] = String(info.startMs)
}
