import type { ChainNamespace } from '@portico/common'
import type { AppKit } from '../appkit/types'
import type { ButtonFace, ButtonInputs, buttonFace, sameFace } from '../buttons/button-face'
import type { APPKIT_ELEMENTS } from './tags'

// AppKit's HTML buttons as custom elements over the current kit (the last createAppKit): plain DOM in a shadow root,
// no framework, so a page without React shows them before the modal's code is fetched. The attributes are AppKit's;
// HTML lower-cases them, so `loadingLabel` arrives as `loadinglabel`.
//
// Everything the elements share with the app's entry (the current kit, the button's face and CSS) is handed in, and
// this module imports no value: createAppKit fetches it lazily, and a lazy chunk importing modules of the entry makes
// an app's bundler split those out of the entry (issue 22's initial JS).

/** What the elements need from the rest of the package. */
export interface ElementDeps {
  getCurrentAppKit: () => AppKit | undefined
  subscribeCurrentAppKit: (listener: () => void) => () => void
  buttonCss: string
  buttonFace: typeof buttonFace
  sameFace: typeof sameFace
  elements: typeof APPKIT_ELEMENTS
}

const ATTRIBUTES = ['label', 'loadinglabel', 'loading-label', 'size', 'disabled', 'balance', 'namespace']

type ElementKind = (typeof APPKIT_ELEMENTS)[keyof typeof APPKIT_ELEMENTS]

function openFor(kit: AppKit, face: ButtonFace, namespace: ChainNamespace | undefined): void {
  const ns = namespace ? { namespace } : {}
  if (face.kind === 'connect') void kit.open({ view: 'Connect', ...ns }).catch(() => {})
  else if (face.kind === 'account') void kit.open({ view: 'Account' }).catch(() => {})
  else void kit.open({ view: 'SwitchNetwork' }).catch(() => {})
}

function elementClass(kind: ElementKind, deps: ElementDeps): CustomElementConstructor {
  const { getCurrentAppKit, subscribeCurrentAppKit, buttonFace, sameFace } = deps
  return class AppKitButtonElement extends HTMLElement {
    static observedAttributes = ATTRIBUTES
    readonly #button: HTMLButtonElement
    #face: ButtonFace | undefined
    #stop: (() => void) | undefined

    constructor() {
      super()
      const root = this.attachShadow({ mode: 'open' })
      root.innerHTML = `<style>:host{display:inline-block}:host([hidden]){display:none}${deps.buttonCss}</style><button type="button" part="button"></button>`
      this.#button = root.querySelector('button') as HTMLButtonElement
      this.#button.addEventListener('click', () => {
        const kit = getCurrentAppKit()
        if (kit && this.#face && !this.hasAttribute('disabled')) openFor(kit, this.#face, this.#inputs().namespace)
      })
    }

    connectedCallback(): void {
      // Follows the current kit, and a kit created after the element was parsed.
      let stopKit = () => {}
      const follow = () => {
        stopKit()
        const kit = getCurrentAppKit()
        if (kit) {
          const stopCore = kit._internal.subscribe(() => this.#render())
          const stopState = kit._internal.subscribeKit(() => this.#render())
          stopKit = () => {
            stopCore()
            stopState()
          }
        }
        this.#render(true)
      }
      const stopCurrent = subscribeCurrentAppKit(follow)
      follow()
      this.#stop = () => {
        stopCurrent()
        stopKit()
      }
    }

    disconnectedCallback(): void {
      this.#stop?.()
      this.#stop = undefined
    }

    attributeChangedCallback(): void {
      if (this.#stop) this.#render(true)
    }

    #inputs(): ButtonInputs {
      const balance = this.getAttribute('balance')
      return {
        label: this.getAttribute('label') ?? undefined,
        loadingLabel: this.getAttribute('loadinglabel') ?? this.getAttribute('loading-label') ?? undefined,
        balance: balance === 'hide' ? 'hide' : 'show',
        namespace: (this.getAttribute('namespace') as ChainNamespace | null) ?? undefined,
      }
    }

    #render(force = false): void {
      const kit = getCurrentAppKit()
      const face = buttonFace(
        kind,
        kit?._internal.getSnapshot(),
        kit?._internal.getKitState() ?? { locale: 'en', themeVariables: {} },
        this.#inputs(),
      )
      if (!force && sameFace(face, this.#face)) return
      this.#face = face
      this.hidden = face === undefined
      if (face)
        paint(this.#button, face, this.getAttribute('size') === 'sm' ? 'sm' : 'md', this.hasAttribute('disabled'))
    }
  }
}

function span(part: string, text: string): HTMLSpanElement {
  const el = document.createElement('span')
  el.dataset.part = part
  el.textContent = text
  return el
}

function paint(button: HTMLButtonElement, face: ButtonFace, size: 'md' | 'sm', disabled: boolean): void {
  button.dataset.porticoButton = face.kind
  button.dataset.size = size
  button.dataset.theme = face.theme
  button.disabled = disabled
  if (face.busy) button.setAttribute('aria-busy', 'true')
  else button.removeAttribute('aria-busy')
  if (face.ariaLabel) button.setAttribute('aria-label', face.ariaLabel)
  else button.removeAttribute('aria-label')
  button.removeAttribute('style')
  for (const [name, value] of Object.entries(face.style)) button.style.setProperty(name, value)
  const parts =
    face.kind === 'account'
      ? [span('dot', ''), ...(face.balance ? [span('balance', face.balance)] : []), span('text', face.text)]
      : [span('text', face.text)]
  button.replaceChildren(...parts)
}

/** Registers the four elements once per page (a second call, or an app that defined them itself, is left alone). */
export function defineElementsWith(
  deps: ElementDeps,
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry) return
  for (const [name, kind] of Object.entries(deps.elements)) {
    if (!registry.get(name)) registry.define(name, elementClass(kind, deps))
  }
}
