/** What the messenger needs of the frame it talks to; the default is a hidden iframe, tests bring a fake. */
export interface MountedFrame {
  /** The frame's window once it exists (null before the iframe is attached). */
  readonly window: Pick<Window, 'postMessage'> | null
  /** The iframe, for hosts that show it (the private-key export UI lives in it). */
  readonly element: HTMLIFrameElement | undefined
  onLoad(listener: () => void): void
  remove(): void
}

export type MountFrame = (url: string) => MountedFrame

/** A hidden, zero-size iframe at the end of the body; it is shown only when the frame's own UI is needed. */
export const mountHiddenIframe: MountFrame = (url) => {
  const iframe = document.createElement('iframe')
  iframe.src = url
  iframe.title = 'Portico embedded wallet'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  iframe.style.cssText = 'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none'
  document.body.appendChild(iframe)
  return {
    get window() {
      return iframe.contentWindow
    },
    element: iframe,
    onLoad: (listener) => iframe.addEventListener('load', listener),
    remove: () => iframe.remove(),
  }
}
