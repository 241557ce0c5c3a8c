/** What the server writes into the frame page (a meta tag, since the CSP forbids inline script). */
export interface FrameConfig {
  api: string
  projectId: string
  /** The host page's origin: the only one requests are accepted from and answers are posted to. */
  hostOrigin: string
}

export function readFrameConfig(doc: Document): FrameConfig {
  const content = doc.querySelector('meta[name="portico-frame"]')?.getAttribute('content')
  if (!content) throw new Error('The frame page carries no configuration')
  return JSON.parse(content) as FrameConfig
}
