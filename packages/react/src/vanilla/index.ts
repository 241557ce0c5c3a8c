// @portico/react/vanilla: AppKit's framework-free entry (`@reown/appkit`'s counterpart) for pages with no React code.
// It is core, the vanilla API and the <appkit-*> custom elements; the modal (scaffold + ui, rendered with React) is
// still fetched with a dynamic import() on idle or at the first open, so React is never in the page's initial JS.
import { createAppKit as createKit } from '../appkit/createAppKit'
import type { CreateAppKitOptions } from '../appkit/options'
import type { AppKit } from '../appkit/types'
import { defineAppKitElements } from '../elements/define-elements'

export type { AppKitEventName, AppKitEventRecord } from '../appkit/appkit-events'
export type { OpenOptions } from '../appkit/createAppKit'
export type { AppKitFeatures, CreateAppKitOptions, CustomWallet, Metadata, ThemeVariables } from '../appkit/options'
export type { AppKit } from '../appkit/types'
// The vanilla API's state types (AppKitVanillaApi, AppKitAccountState, …), as @portico/react exports them.
export type * from '../appkit/vanilla'
export { APPKIT_ELEMENTS, defineAppKitElements } from '../elements/define-elements'

/** createAppKit, with `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>` and
 * `<appkit-network-button>` registered before it returns. */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  if (typeof window !== 'undefined') defineAppKitElements()
  return createKit(options)
}
