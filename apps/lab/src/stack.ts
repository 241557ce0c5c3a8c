declare const __PORTICO_STACK__: DevStackUrls | null

/** URLs of the local dev stack the lab was started with (null when Vite runs on its own). */
export interface DevStackUrls {
  evm?: Record<string, string>
  api?: string
  lab?: string
  [piece: string]: unknown
}

// Outside Vite (unit tests, other bundlers) the constant is not defined at all.
export const devStack: DevStackUrls | null = typeof __PORTICO_STACK__ === 'undefined' ? null : __PORTICO_STACK__
