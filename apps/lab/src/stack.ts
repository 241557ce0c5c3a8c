declare const __PORTICO_STACK__: DevStackUrls | null

/** URLs of the local dev stack the lab was started with (null when Vite runs on its own). */
export interface DevStackUrls {
  evm?: Record<string, string>
  api?: string
  lab?: string
  [piece: string]: unknown
}

export const devStack: DevStackUrls | null = __PORTICO_STACK__
