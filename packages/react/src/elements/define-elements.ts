import { defineElementsWith } from './element-class'
import { ELEMENT_DEPS } from './element-deps'

export { APPKIT_ELEMENTS } from './tags'

/** Registers the four elements once per page (a second call, or an app that defined them itself, is left alone). */
export function defineAppKitElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  defineElementsWith(ELEMENT_DEPS, registry)
}
